import { formatMoney } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import {
  type InstallmentCount,
  type MsiPlan,
  OXXO_MAX_CENTS,
  OXXO_MIN_CENTS,
  type PaymentMethod,
} from "@hogar/shared/payment-methods";
import { AppError } from "../../lib/errors.ts";

/**
 * Whether the order's total allows how the shopper chose to pay, checked by the server whatever the
 * checkout offered: OXXO only from 10 to 10,000 pesos (docs/product.md 85), and meses sin intereses
 * only in a plan the shop offers whose minimum the total reaches (docs/product.md 88). 422 otherwise.
 */
export function checkPaymentChoice(
  choice: { paymentMethod: PaymentMethod; installments: InstallmentCount },
  totalCents: number,
  msiPlans: readonly MsiPlan[],
): void {
  const total = formatMoney(totalCents);
  if (choice.paymentMethod === "oxxo" && (totalCents < OXXO_MIN_CENTS || totalCents > OXXO_MAX_CENTS)) {
    throw new AppError(
      "unprocessable",
      m.ordering_oxxo_range({ min: formatMoney(OXXO_MIN_CENTS), max: formatMoney(OXXO_MAX_CENTS), total }),
    );
  }
  if (choice.installments === 1) return;
  const plan = msiPlans.find((offered) => offered.months === choice.installments);
  if (!plan) throw new AppError("unprocessable", m.ordering_msi_not_offered({ months: choice.installments }));
  if (totalCents < plan.minCents) {
    throw new AppError(
      "unprocessable",
      m.ordering_msi_minimum({ months: plan.months, minimum: formatMoney(plan.minCents), total }),
    );
  }
}
