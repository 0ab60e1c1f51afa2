// Mexican address rules without zod, for the form as well as the server (docs/product.md 10, 83).
// The messages are catalogue functions (area `addresses`): each says its words in the language of the
// moment it is called, the shopper's in the browser and the request's on the server.
import { m } from "./i18n/generated/messages.js";
import { mexicanState, postalCodeBelongsToState } from "./mx-states.ts";
import { CONTROL_CHARACTER, hasControlInLines, isBlank, TEXT_CONTROL_MESSAGE } from "./text-rules.ts";

/** What the form sends and the server takes; the country is always Mexico (not asked). */
export interface AddressInput {
  fullName: string;
  street: string;
  exteriorNumber: string;
  interiorNumber?: string;
  colonia: string;
  municipality: string;
  /** ISO 3166-2:MX code without "MX-" (mx-states.ts), e.g. "CMX". */
  state: string;
  postalCode: string;
  phone: string;
  instructions?: string;
}

export type AddressField = keyof AddressInput;

/** The country every address is in; the server stores it. */
export const ADDRESS_COUNTRY = "Mexico";

/** The fields "Please fill in all the fields" is about, in the form's order. */
export const REQUIRED_ADDRESS_FIELDS = [
  "fullName",
  "street",
  "exteriorNumber",
  "colonia",
  "municipality",
  "state",
] as const satisfies readonly AddressField[];

/** Required fields with a shape of their own, checked after every field is filled. */
const SHAPED_ADDRESS_FIELDS = ["postalCode", "phone"] as const satisfies readonly AddressField[];

/**
 * Fields printed as one line on the parcel's label, the order's page and its mails: a line break
 * or an invisible character pasted into one would break those lines. The instructions may have lines.
 */
const ONE_LINE_FIELDS = [
  "fullName",
  "street",
  "exteriorNumber",
  "interiorNumber",
  "colonia",
  "municipality",
] as const satisfies readonly AddressField[];

/** Longest text each field takes (the database stores text; these keep a body reasonable). */
export const ADDRESS_LIMITS = {
  fullName: 100,
  street: 200,
  exteriorNumber: 20,
  interiorNumber: 20,
  colonia: 100,
  municipality: 100,
  instructions: 500,
} as const;

const LIMITED_FIELDS = Object.keys(ADDRESS_LIMITS) as (keyof typeof ADDRESS_LIMITS)[];

export const ADDRESS_MESSAGES = {
  fill: m.addresses_fill,
  oneLine: m.addresses_one_line,
  state: m.addresses_state_unknown,
  postalCode: m.addresses_postal_code,
  postalCodeState: (postalCode: string, stateCode: string) =>
    m.addresses_postal_code_state({ postalCode, state: mexicanState(stateCode)?.name ?? stateCode }),
  phone: m.addresses_phone,
  tooLong: (max: number) => m.addresses_too_long({ max }),
  fieldTooLong: (max: number) => m.addresses_field_too_long({ max }),
};

export const PHONE_MIN_DIGITS = 8;
export const PHONE_MAX_DIGITS = 15;

export function isValidPostalCode(value: string): boolean {
  return /^\d{5}$/.test(value);
}

/**
 * A phone as typed or pasted, as its digits: "+52 33 1234 5678" or "(33) 1234-5678" is "3312345678".
 * Mexico's country code (+52, or 0052) goes, since the number is dialled from Mexico. Every digit is
 * kept, so a number too long is refused rather than cut to a wrong one; the field has no maxLength
 * either: that cut a pasted number before its spaces went, and kept "52331234567" of the one above.
 */
export function phoneDigits(typed: string): string {
  const international = typed.trim().match(/^(?:\+|00)\s*52\D*(.*)$/);
  return (international ? (international[1] ?? "") : typed).replace(/\D/g, "");
}

/**
 * Area codes of two digits: Mexico City (55, 56), Guadalajara (33) and Monterrey (81); the rest of
 * the country dials three (the IFT's Plan Técnico Fundamental de Numeración, ten digits since 2019).
 */
const TWO_DIGIT_AREA_CODES = new Set(["55", "56", "33", "81"]);

/**
 * A phone's digits as people read them: a Mexican number of ten digits by its area code, "33 1234
 * 5678" or "999 123 4567"; any other as kept.
 */
export function phoneForReading(phone: string): string {
  const digits = phone.trim();
  if (!/^\d{10}$/.test(digits)) return digits;
  const area = TWO_DIGIT_AREA_CODES.has(digits.slice(0, 2)) ? 2 : 3;
  return `${digits.slice(0, area)} ${digits.slice(area, 6)} ${digits.slice(6)}`;
}

export function isValidPhone(value: string): boolean {
  return new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`).test(value);
}

/** A required field is filled: text that is not blank. */
function isFilled(
  input: AddressInput,
  field: (typeof REQUIRED_ADDRESS_FIELDS)[number] | (typeof SHAPED_ADDRESS_FIELDS)[number],
): boolean {
  return !isBlank(input[field]);
}

export type AddressProblemKind =
  | "fill"
  | "tooLong"
  | "oneLine"
  | "control"
  | "state"
  | "postalCode"
  | "postalCodeState"
  | "phone";

export interface AddressProblem {
  kind: AddressProblemKind;
  message: string;
  /** The fields at fault, for the form to mark them invalid. */
  fields: AddressField[];
}

/** The first problem in docs/product.md 83's order, with the fields it is about; null when none. */
export function findAddressProblem(input: AddressInput): AddressProblem | null {
  // The postal code and the phone have rules of their own, but left empty they are unfilled too.
  const empty: AddressField[] = [
    ...REQUIRED_ADDRESS_FIELDS.filter((field) => !isFilled(input, field)),
    ...SHAPED_ADDRESS_FIELDS.filter((field) => !isFilled(input, field)),
  ];
  if (empty.length > 0) return { kind: "fill", message: ADDRESS_MESSAGES.fill(), fields: empty };
  // The form offers the 32 estados only; another code comes from a request made by hand.
  if (mexicanState(input.state) === undefined)
    return { kind: "state", message: ADDRESS_MESSAGES.state(), fields: ["state"] };
  // Said, not cut: the inputs take a little more than each limit, so a long paste shows whole.
  const long = LIMITED_FIELDS.find((field) => (input[field] ?? "").trim().length > ADDRESS_LIMITS[field]);
  if (long)
    return { kind: "tooLong", message: ADDRESS_MESSAGES.fieldTooLong(ADDRESS_LIMITS[long]), fields: [long] };
  const broken = ONE_LINE_FIELDS.filter((field) => CONTROL_CHARACTER.test(input[field] ?? ""));
  if (broken.length > 0) return { kind: "oneLine", message: ADDRESS_MESSAGES.oneLine(), fields: broken };
  if (hasControlInLines(input.instructions ?? ""))
    return { kind: "control", message: TEXT_CONTROL_MESSAGE(), fields: ["instructions"] };
  if (!isValidPostalCode(input.postalCode))
    return { kind: "postalCode", message: ADDRESS_MESSAGES.postalCode(), fields: ["postalCode"] };
  if (!postalCodeBelongsToState(input.postalCode, input.state))
    return {
      kind: "postalCodeState",
      message: ADDRESS_MESSAGES.postalCodeState(input.postalCode, input.state),
      fields: ["postalCode", "state"],
    };
  if (!isValidPhone(input.phone))
    return { kind: "phone", message: ADDRESS_MESSAGES.phone(), fields: ["phone"] };
  return null;
}

/** The first problem's message (docs/product.md 83) or null: the form shows it, the server answers it. */
export function addressProblem(input: AddressInput): string | null {
  return findAddressProblem(input)?.message ?? null;
}

/**
 * The save button reads as disabled (aria-disabled, docs/product.md 10) while a required field is
 * empty, the postal code is not 5 long or the phone is empty: the spec's rule, with rule 83's fields.
 */
export function canSubmitAddress(input: AddressInput): boolean {
  return (
    REQUIRED_ADDRESS_FIELDS.every((field) => input[field].trim() !== "") &&
    input.postalCode.length === 5 &&
    input.phone !== ""
  );
}
