// How a shopper may pay (docs/product.md 85-88): a card (at once or in meses sin intereses), cash at
// OXXO with a voucher, or a SPEI bank transfer to a CLABE. OXXO and SPEI are paid after the order is
// placed, so the order holds its stock until the payment arrives or its time runs out.

import { formatMoney } from "./money.ts";

export const PAYMENT_METHODS = ["card", "oxxo", "spei"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The methods whose money arrives after checkout, reported by the provider's webhook. */
export const PAY_LATER_METHODS = ["oxxo", "spei"] as const;
export type PayLaterMethod = (typeof PAY_LATER_METHODS)[number];

export function isPayLater(method: PaymentMethod): method is PayLaterMethod {
  return method !== "card";
}

/**
 * What one OXXO voucher may be for: 10 to 10,000 pesos, the limits OXXO sets for every provider
 * (Worldpay, Solidgate and PPRO document the same range for OXXO vouchers).
 */
export const OXXO_MIN_CENTS = 1_000;
export const OXXO_MAX_CENTS = 1_000_000;

/** A voucher or transfer waits at most 3 days (issue 17); the PAY_LATER_HOURS setting may shorten it. */
export const PAY_LATER_MAX_HOURS = 72;

/**
 * Orders one shopper may have awaiting an OXXO or SPEI payment at once. Each holds its stock for up to
 * PAY_LATER_MAX_HOURS, so without a cap one account could hold a product's whole stock, again and
 * again, with nothing paid (docs/product.md 118).
 */
export const PAY_LATER_OPEN_MAX = 3;

/** The installment counts a card payment may be split into; 1 is paying at once. */
export const INSTALLMENT_COUNTS = [1, 3, 6, 12] as const;
export type InstallmentCount = (typeof INSTALLMENT_COUNTS)[number];

/** A meses-sin-intereses plan: `months` payments, offered from a total of `minCents`. */
export interface MsiPlan {
  months: Exclude<InstallmentCount, 1>;
  minCents: number;
}

/** 3, 6 or 12: the counts a meses-sin-intereses plan may have. */
export function isMsiMonths(months: number): months is MsiPlan["months"] {
  return months !== 1 && (INSTALLMENT_COUNTS as readonly number[]).includes(months);
}

/** 3 months from $3,000, 6 from $6,000, 12 from $12,000 (the MSI_PLANS setting's default). */
export const DEFAULT_MSI_PLANS: readonly MsiPlan[] = [
  { months: 3, minCents: 300_000 },
  { months: 6, minCents: 600_000 },
  { months: 12, minCents: 1_200_000 },
];

/**
 * "3:3000,6:6000,12:12000" (months:pesos) as plans, fewest months first; undefined when it is not
 * that shape, names a count other than 3, 6 or 12, or names one twice. An empty text offers none.
 */
export function parseMsiPlans(text: string): MsiPlan[] | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return [];
  const plans: MsiPlan[] = [];
  for (const part of trimmed.split(",")) {
    const match = /^\s*(\d{1,2})\s*:\s*(\d{1,8})\s*$/.exec(part);
    if (!match) return undefined;
    const months = Number(match[1]);
    if (!isMsiMonths(months)) return undefined;
    if (plans.some((plan) => plan.months === months)) return undefined;
    plans.push({ months, minCents: Number(match[2]) * 100 });
  }
  return plans.sort((a, b) => a.months - b.months);
}

/** The plans a total may use, fewest months first. */
export function msiPlansFor(totalCents: number, plans: readonly MsiPlan[]): MsiPlan[] {
  return plans.filter((plan) => totalCents >= plan.minCents).sort((a, b) => a.months - b.months);
}

/**
 * Each monthly payment of `totalCents` in `months`: the total divided and rounded up to the
 * centavo, the last payment taking what is left, so the payments add up to the total exactly (no
 * surcharge) and none is more than the amount shown ("12 MSI de $x").
 */
export function monthlyPaymentCents(totalCents: number, months: number): { monthly: number; last: number } {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new RangeError("totalCents must be ≥ 0");
  if (!Number.isSafeInteger(months) || months < 1) throw new RangeError("months must be ≥ 1");
  const monthly = Math.ceil(totalCents / months);
  const last = totalCents - monthly * (months - 1);
  if (last < 0) throw new RangeError("total too small for that many payments");
  return { monthly, last };
}

/**
 * A meses-sin-intereses plan in words: each payment, and the last one when it differs, so the
 * payments a shopper reads add up to the total (docs/product.md 88). Checkout, the order pages and
 * the mail all say it this way.
 */
export function msiPayments(
  totalCents: number,
  months: number,
): { months: number; amount: string; last: string | null } {
  const { monthly, last } = monthlyPaymentCents(totalCents, months);
  return { months, amount: formatMoney(monthly), last: last === monthly ? null : formatMoney(last) };
}

/** The longest plan a total may use ("hasta 12 MSI de $x"), or null when none applies. */
export function longestMsi(
  totalCents: number,
  plans: readonly MsiPlan[],
): { months: number; monthlyCents: number } | null {
  const plan = msiPlansFor(totalCents, plans).at(-1);
  if (!plan) return null;
  return { months: plan.months, monthlyCents: monthlyPaymentCents(totalCents, plan.months).monthly };
}

const CLABE_WEIGHTS = [3, 7, 1];

/**
 * The control digit of a CLABE from its first 17 digits (bank, plaza, account): each digit times
 * 3, 7, 1, 3, 7, 1... modulo 10, summed modulo 10, subtracted from 10, modulo 10 (the ABM and Banco
 * de México standard; e.g. 03218000011835971 -> 9).
 */
export function clabeControlDigit(first17: string): number {
  if (!/^\d{17}$/.test(first17)) throw new RangeError("a CLABE starts with 17 digits");
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (Number(first17[i]) * (CLABE_WEIGHTS[i % 3] ?? 1)) % 10;
  return (10 - (sum % 10)) % 10;
}

/** 18 digits whose last is the control digit of the other 17. */
export function isValidClabe(clabe: string): boolean {
  return /^\d{18}$/.test(clabe) && clabeControlDigit(clabe.slice(0, 17)) === Number(clabe[17]);
}
