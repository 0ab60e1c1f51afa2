// Address rules without zod, for the form as well as the server (docs/product.md 10).

export interface AddressInput {
  country: string;
  fullName: string;
  streetAndNumber: string;
  postalCode: string;
  phone: string;
  instructions?: string;
}

export const ADDRESS_MESSAGES = {
  fill: "Please fill in all the fields",
  postalCode: "Please enter a valid postal code",
  phone: "Please enter a valid phone number",
} as const;

export const PHONE_MIN_DIGITS = 8;
export const PHONE_MAX_DIGITS = 15;

export function isValidPostalCode(value: string): boolean {
  return /^\d{5}$/.test(value);
}

export function isValidPhone(value: string): boolean {
  return new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`).test(value);
}

/** The first problem (in docs/product.md 10's order) or null: the form shows it, the server answers it. */
export function addressProblem(input: AddressInput): string | null {
  if (!input.country.trim() || !input.fullName.trim() || !input.streetAndNumber.trim())
    return ADDRESS_MESSAGES.fill;
  if (!isValidPostalCode(input.postalCode)) return ADDRESS_MESSAGES.postalCode;
  if (!isValidPhone(input.phone)) return ADDRESS_MESSAGES.phone;
  return null;
}

/** Submit is disabled while a required field is empty or the postal code is not 5 long (docs/product.md 10). */
export function canSubmitAddress(input: AddressInput): boolean {
  return Boolean(
    input.country.trim() &&
      input.fullName.trim() &&
      input.streetAndNumber.trim() &&
      input.postalCode.length === 5 &&
      input.phone,
  );
}
