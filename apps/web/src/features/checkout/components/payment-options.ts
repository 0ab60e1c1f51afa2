import { type CardFunding, takesMsi } from "@hogar/shared/card-rules";
import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import {
  type InstallmentCount,
  isMsiMonths,
  type MsiPlan,
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

/** A plan chosen that no longer applies: the shopper is told, not left to notice. */
export interface DroppedPlan {
  months: MsiPlan["months"];
  /** The shop no longer offers it at all (MSI_PLANS changed), rather than the total being short. */
  withdrawn: boolean;
}

export interface UsablePayment {
  method: PaymentMethod;
  installments: InstallmentCount;
  planDropped?: DroppedPlan;
}

/**
 * The method and plan that apply to this total and card. What storage kept may no longer fit (a code
 * applied, the cart changed, the settings changed, a debit card chosen after a plan): OXXO outside its
 * range falls back to the card. A plan the total no longer reaches falls back to the longest one it
 * still reaches (the shopper chose to spread the payment), else to paying at once, and says so
 * (`planDropped`). A debit card pays at once, which the payment step says on its own.
 */
export function usablePayment(
  choice: { method: PaymentMethod; installments: InstallmentCount },
  totalCents: number,
  payments: PaymentSettings,
  funding?: CardFunding,
): UsablePayment {
  const method = choice.method === "oxxo" && !oxxoTakes(totalCents, payments) ? "card" : choice.method;
  if (method !== "card") return { method, installments: 1 };
  const options = installmentOptions(totalCents, payments, funding);
  if (options.includes(choice.installments)) return { method, installments: choice.installments };
  const installments = Math.max(
    ...options.filter((count) => count < choice.installments),
  ) as InstallmentCount;
  const chosen = choice.installments;
  if (!takesMsi(funding) || !isMsiMonths(chosen)) return { method, installments };
  const withdrawn = !msiPlansOf(payments).some((offered) => offered.months === chosen);
  return { method, installments, planDropped: { months: chosen, withdrawn } };
}

/**
 * "Your plan changed: 6 interest-free payments need a higher total. Now: 3 interest-free payments
 * of…", or that the shop no longer offers it.
 */
export function planDroppedNotice(
  totalCents: number,
  dropped: DroppedPlan,
  installments: InstallmentCount,
): string {
  const said = { months: dropped.months, plan: planLabel(totalCents, installments) };
  return dropped.withdrawn ? m.checkout_plan_withdrawn(said) : m.checkout_plan_dropped(said);
}
