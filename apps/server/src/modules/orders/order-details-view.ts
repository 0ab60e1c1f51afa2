import { canTransition, type OrderDetails } from "@hogar/shared";
import { isReturnOpen, returnOpenUntil } from "@hogar/shared/business-days";
import type { OrderEventRow } from "./order-events.repository.ts";
import type { ReturnLine, ReturnRequestRow } from "./order-lifecycle.repository.ts";
import { toOrder } from "./order-view.ts";
import type { OrderLineRow, OrderRow } from "./orders.repository.ts";

export interface OrderDetailsParts {
  order: OrderRow;
  lines: OrderLineRow[];
  events: OrderEventRow[];
  returnRequest: ReturnRequestRow | undefined;
}

/**
 * The return window's end while a return may be asked for: delivered, no request made yet, and
 * within 5 business days of the delivery (docs/product.md 73). Otherwise null.
 */
export function openReturnUntil(
  order: Pick<OrderRow, "status" | "deliveredAt">,
  returnRequest: ReturnRequestRow | undefined,
  now: Date,
): Date | null {
  if (order.status !== "delivered" || !order.deliveredAt || returnRequest) return null;
  return isReturnOpen(order.deliveredAt, now) ? returnOpenUntil(order.deliveredAt) : null;
}

/** One order with its timeline (oldest first) and what its shopper may still do. */
export function toOrderDetails(parts: OrderDetailsParts, now = new Date()): OrderDetails {
  const { order, events, returnRequest } = parts;
  return {
    ...toOrder(order, parts.lines),
    timeline: events.map((event) => ({
      from: event.fromStatus,
      to: event.toStatus,
      at: event.at.toISOString(),
      note: event.note,
      by: event.actorRole,
      refunded: event.refundedCents,
    })),
    returnRequest: returnRequest
      ? {
          lines: returnRequest.lines as ReturnLine[],
          reason: returnRequest.reason,
          status: returnRequest.status,
          refund: returnRequest.refundCents,
          decisionNote: returnRequest.decisionNote,
          requestedAt: returnRequest.requestedAt.toISOString(),
          decidedAt: returnRequest.decidedAt?.toISOString() ?? null,
        }
      : null,
    // Paid and not shipped (docs/product.md 72), or awaiting its OXXO or SPEI payment (86).
    canCancel: canTransition(order.status, "cancelled", "shopper"),
    returnOpenUntil: openReturnUntil(order, returnRequest, now)?.toISOString() ?? null,
  };
}
