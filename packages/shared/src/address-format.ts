// How a Mexican address reads wherever it is shown: orders, mails, back office (docs/product.md 83).
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

/**
 * The lines under the name, as a Mexican envelope has them:
 * "Av. Insurgentes Sur 1602 int. 4", "Col. Crédito Constructor", "03940 Benito Juárez, Ciudad de México", "México".
 * "int." and "Col." are how both languages write them in Mexico.
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
    address.country,
  ].filter(Boolean);
}
