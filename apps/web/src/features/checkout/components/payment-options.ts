import { type CardFunding, takesMsi } from "@hogar/shared/card-rules";
import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import {
  type InstallmentCount,
  msiPayments,
  msiPlansFor,
  type PaymentMethod,
} from "@hogar/shared/payment-methods";
import { msiPlansOf } from "../../../components/ui/msi-offer.tsx";
import type { PaymentSettings } from "./types.ts";

/** OXXO takes vouchers for 10 to 10,000 pesos only (docs/product.md 85); the server refuses others too. */
export function oxxoTakes(totalCents: number, payments: PaymentSettings): boolean {
  return totalCents >= payments.oxxo.minCents && totalCents <= payments.oxxo.maxCents;
}

/** Why OXXO is not offered for this total: its range, as money. */
export function oxxoUnavailableReason(payments: PaymentSettings): string {
  return m.checkout_oxxo_unavailable({
    min: formatMoney(payments.oxxo.minCents),
    max: formatMoney(payments.oxxo.maxCents),
  });
}

/**
 * A card pays at once (1) or in each meses-sin-intereses plan the total reaches; a debit card only at
 * once, as plans are a credit card's (docs/product.md 88).
 */
export function installmentOptions(
  totalCents: number,
  payments: PaymentSettings,
  funding?: CardFunding,
): InstallmentCount[] {
  if (!takesMsi(funding)) return [1];
  return [1, ...msiPlansFor(totalCents, msiPlansOf(payments)).map((plan) => plan.months)];
}

/**
 * "1 payment of $total" or "3 interest-free payments of $x", with the last one when it differs: each
 * monthly payment rounded up to the centavo, the last taking what is left.
 */
export function planLabel(totalCents: number, installments: InstallmentCount): string {
  if (installments === 1) return m.checkout_plan_single({ total: formatMoney(totalCents) });
  const plan = msiPayments(totalCents, installments);
  return plan.last ? m.checkout_plan_msi_last({ ...plan, last: plan.last }) : m.checkout_plan_msi(plan);
}

/** "3 days" (or "5 hours" when PAY_LATER_HOURS is not whole days): how long a voucher or transfer waits. */
export function payWithin(hours: number): string {
  return hours % 24 === 0
    ? m.checkout_within_days({ count: hours / 24 })
    : m.checkout_within_hours({ count: hours });
}

/**
 * The method and plan that apply to this total and card. What storage kept may no longer fit (the cart
 * changed, the settings changed, a debit card was chosen after a plan): OXXO outside its range falls
 * back to the card, a plan the total no longer reaches or the card cannot take falls back to paying at
 * once, and the payment step shows that.
 */
export function usablePayment(
  choice: { method: PaymentMethod; installments: InstallmentCount },
  totalCents: number,
  payments: PaymentSettings,
  funding?: CardFunding,
): { method: PaymentMethod; installments: InstallmentCount } {
  const method = choice.method === "oxxo" && !oxxoTakes(totalCents, payments) ? "card" : choice.method;
  const installments =
    method === "card" && installmentOptions(totalCents, payments, funding).includes(choice.installments)
      ? choice.installments
      : 1;
  return { method, installments };
}
