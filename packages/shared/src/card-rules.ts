// Card rules without zod, for the add-card form as well as the server (docs/product.md 32).
import { formatPerTimeZone } from "./date-formats.ts";

export type CardBrand = "Visa" | "Mastercard";

/**
 * Whether a card draws on credit or on the holder's account, as the payment provider reports it from
 * the card's number: meses sin intereses are only for credit cards (docs/product.md 88), and an
 * invoice names the one paid with (c_FormaPago 04 or 28, docs/product.md 90).
 */
export const CARD_FUNDINGS = ["credit", "debit"] as const;
export type CardFunding = (typeof CARD_FUNDINGS)[number];

/**
 * Whether meses sin intereses may be offered: plans are a credit card's (docs/product.md 88). Before
 * a card is chosen (undefined), they may be.
 */
export function takesMsi(funding: CardFunding | undefined): boolean {
  return funding !== "debit";
}

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, "");
}

/** As typed: digits grouped in fours, at most 16 digits ("4242 4242 4242 4242"). */
export function formatCardNumber(value: string): string {
  return digitsOnly(value)
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

export function cardBrand(number: string): CardBrand | null {
  const first = digitsOnly(number)[0];
  if (first === "4") return "Visa";
  if (first === "5") return "Mastercard";
  return null;
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** 16 digits, a known brand and the Luhn check. */
export function isValidCardNumber(number: string): boolean {
  const digits = digitsOnly(number);
  return (
    digits.length === 16 &&
    digits === number.replace(/\s/g, "") &&
    cardBrand(digits) !== null &&
    passesLuhn(digits)
  );
}

/** Letters (any language) and spaces only, as the form keeps them. */
export function cleanHolderName(value: string): string {
  return value.replace(/[^\p{L} ]/gu, "");
}

export function isValidHolderName(value: string): boolean {
  return value.trim().length > 0 && value.length <= 60 && cleanHolderName(value) === value;
}

const yearMonthIn = formatPerTimeZone("en-CA", { year: "numeric", month: "2-digit" });

/** The current year (two digits) and month in the shop's time zone. */
export function currentYearMonth(
  now: Date,
  timeZone = "America/Mexico_City",
): { year: number; month: number } {
  const [year, month] = yearMonthIn(timeZone).format(now).split("-").map(Number);
  return { year: (year ?? 2000) % 100, month: month ?? 1 };
}

export function isValidMonth(month: string): boolean {
  return /^(0[1-9]|1[0-2])$/.test(month);
}

export function isValidYear(year: string, now: Date): boolean {
  return /^\d{2}$/.test(year) && Number(year) >= currentYearMonth(now).year;
}

/** A card is good through the last day of its expiry month. */
export function isExpiryValid(month: string, year: string, now: Date): boolean {
  if (!isValidMonth(month) || !isValidYear(year, now)) return false;
  const current = currentYearMonth(now);
  return Number(year) > current.year || Number(month) >= current.month;
}

export function isValidCcv(ccv: string): boolean {
  return /^\d{3}$/.test(ccv);
}
