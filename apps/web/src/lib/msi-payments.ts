import { formatMoney } from "@hogar/shared/money";
import { monthlyPaymentCents } from "@hogar/shared/payment-methods";

/**
 * A meses-sin-intereses plan in words: each payment, and the last one when it differs (the total
 * divided and rounded up to the centavo, the last taking what is left), so the payments a shopper
 * reads add up to the total (docs/product.md 88).
 */
export function msiPayments(
  totalCents: number,
  months: number,
): { months: number; amount: string; last: string | null } {
  const { monthly, last } = monthlyPaymentCents(totalCents, months);
  return { months, amount: formatMoney(monthly), last: last === monthly ? null : formatMoney(last) };
}
