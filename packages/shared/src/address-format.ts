// How a Mexican address reads wherever it is shown: orders, mails, back office (docs/product.md 83).
import { ADDRESS_COUNTRY } from "./address-rules.ts";
import { m } from "./i18n/generated/messages.js";
import { mexicanState } from "./mx-states.ts";

/** An address as saved, or as copied onto an order (older copies lack the Mexican fields). */
export interface AddressParts {
  fullName: string;
  street: string;
  exteriorNumber?: string;
  interiorNumber?: string;
  colonia?: string;
  municipality?: string;
  state?: string;
  postalCode: string;
  country: string;
}

/** Colonia, municipio and estado are there: older addresses must be completed before paying. */
export function isAddressComplete(
  address: Pick<AddressParts, "colonia" | "municipality" | "state">,
): boolean {
  return Boolean(
    address.colonia?.trim() && address.municipality?.trim() && mexicanState(address.state ?? ""),
  );
}

/** The country as the reader's language writes it: the shop stores "Mexico" ("México" in Spanish). */
export function countryName(country: string): string {
  return country === ADDRESS_COUNTRY ? m.addresses_country_mexico() : country;
}

/**
 * The lines under the name, as a Mexican envelope has them:
 * "Av. Insurgentes Sur 1602 int. 4", "Col. Crédito Constructor", "03940 Benito Juárez, Ciudad de México", "México".
 * "int." and "Col." are how both languages write them in Mexico. An address saved before Mexican
 * addresses has its street and number in `street` and no colonia, municipio or estado.
 */
export function addressLines(address: AddressParts): string[] {
  const number = [address.exteriorNumber, address.interiorNumber ? `int. ${address.interiorNumber}` : ""]
    .filter(Boolean)
    .join(" ");
  const street = [address.street, number].filter(Boolean).join(" ");
  const stateName = address.state ? (mexicanState(address.state)?.name ?? address.state) : "";
  const place = [address.municipality, stateName].filter(Boolean).join(", ");
  return [
    street,
    address.colonia ? `Col. ${address.colonia}` : "",
    [address.postalCode, place].filter(Boolean).join(" "),
    countryName(address.country),
  ].filter(Boolean);
}
