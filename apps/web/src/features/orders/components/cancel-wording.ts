import type { OrderDetails } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";

/** What the cancel flow says, at each step, for the order as it is before cancelling. */
export interface CancelWording {
  canCancel: string;
  confirm: string;
  waiting: string;
  done: string;
}

/**
 * An order awaiting its OXXO or SPEI payment has charged nothing, so cancelling it refunds nothing
 * (docs/product.md 86); a paid one is refunded (72): to the card it was paid with, or through the
 * provider for cash at OXXO and SPEI transfers.
 */
export function cancelWording(
  order: Pick<OrderDetails, "status" | "paymentMethod" | "total">,
): CancelWording {
  if (order.status === "awaiting_payment") {
    return {
      canCancel: m.orders_can_cancel_unpaid(),
      confirm: m.orders_cancel_unpaid_message(),
      waiting: m.orders_cancelling_unpaid_wait(),
      done: m.orders_cancelled_unpaid_message(),
    };
  }
  const amount = formatMoney(order.total);
  if (order.paymentMethod !== "card") {
    return {
      canCancel: m.orders_can_cancel(),
      confirm: m.orders_cancel_refund_message({ amount }),
      waiting: m.orders_cancelling_refund_wait(),
      done: m.orders_cancelled_refund_message(),
    };
  }
  return {
    canCancel: m.orders_can_cancel(),
    confirm: m.orders_cancel_confirm_message({ amount }),
    waiting: m.orders_cancelling_wait(),
    done: m.orders_cancelled_message(),
  };
}
