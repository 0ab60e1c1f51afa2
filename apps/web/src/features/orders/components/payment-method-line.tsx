import type { Order } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { msiPayments } from "@hogar/shared/payment-methods";
import { cardFundingName } from "../../../lib/card-funding.ts";

/**
 * "Visa finished in 4242", the checkout's words (storefront-details), and whether it was the credit
 * or the debit card, as the saved cards say; "Card" for an order that kept no card.
 */
function CardLine({ card }: { card: Order["card"] }) {
  if (!card) return <>{m.orders_method_card()}</>;
  return (
    <>
      {m.orders_card_finished_in({ brand: card.brand, last4: card.last4 })}
      <span className="text-muted"> · {cardFundingName(card.funding)}</span>
    </>
  );
}

/** "in 12 interest-free payments of $x", with the last one when it differs. */
function msiPlanWords(totalCents: number, months: number): string {
  const plan = msiPayments(totalCents, months);
  return plan.last ? m.orders_msi_plan_last({ ...plan, last: plan.last }) : m.orders_msi_plan(plan);
}

/**
 * How an order is paid, in a line (docs/product.md 85, 88): the card and, for meses sin intereses,
 * "in 12 interest-free payments of $x" (the monthly amount rounded up, as the plan charges it, and
 * the last one when it differs); cash at OXXO or a SPEI transfer, with the reference the payment
 * came with.
 */
export function PaymentMethodLine({
  order,
}: {
  order: Pick<Order, "paymentMethod" | "installments" | "card" | "payLater" | "total">;
}) {
  if (order.paymentMethod === "card") {
    return (
      <p>
        <CardLine card={order.card} />
        {order.installments > 1 && (
          <span className="block text-sm text-muted">{msiPlanWords(order.total, order.installments)}</span>
        )}
      </p>
    );
  }
  return (
    <p>
      {order.paymentMethod === "oxxo" ? m.orders_method_oxxo() : m.orders_method_spei()}
      {order.payLater && (
        <span className="block text-sm text-muted">
          {m.orders_paid_reference({ reference: order.payLater.reference })}
        </span>
      )}
    </p>
  );
}
