import type { OrderStatus } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { AppError } from "../../lib/errors.ts";
import type { ClaimState } from "./order-lifecycle.repository.ts";

// Every message is a function, said in the request's language when the conflict is answered
// (docs/product.md 80).
export const BEING_CHANGED = (): string => m.server_order_being_changed();

/**
 * What a refunding change left unfinished (its claim went stale) tells the admin to do: the same
 * change again finishes it with the same refund key, so nothing is paid twice (docs/decisions/012).
 * Only the statuses a refunding change starts from can hold a claim. A shopper is told only the
 * one they can finish themselves, a cancellation.
 */
const UNFINISHED: Partial<Record<OrderStatus, () => string>> = {
  paid: m.server_order_cancel_unfinished,
  return_requested: m.server_order_return_unfinished,
  // A staff refund (docs/product.md 119), the one refunding change from these.
  shipped: m.server_order_refund_unfinished,
  delivered: m.server_order_refund_unfinished,
  returned: m.server_order_refund_unfinished,
};

/** "Already" in words that fit each status (docs/product.md 71). */
const ALREADY: Record<OrderStatus, () => string> = {
  placed: m.server_order_not_paid_yet,
  awaiting_payment: m.server_order_awaiting_payment,
  paid: m.server_order_already_paid,
  shipped: m.server_order_already_shipped,
  delivered: m.server_order_already_delivered,
  cancelled: m.server_order_already_cancelled,
  return_requested: m.server_order_already_return_requested,
  returned: m.server_order_already_returned,
};

const NOT_YET: Partial<Record<OrderStatus, () => string>> = {
  paid: m.server_order_not_paid_yet,
  shipped: m.server_order_not_shipped_yet,
  delivered: m.server_order_not_delivered_yet,
};

/**
 * A change refused because the order is not (or no longer) in the status it needs, or someone else
 * is changing it: 409 with the order's status now beside the message (docs/product.md 71).
 */
export class OrderChangeConflict extends AppError {
  constructor(
    message: string,
    readonly status: OrderStatus,
  ) {
    super("conflict", message);
    this.name = "OrderChangeConflict";
  }
}

// The way every order goes, so a change can tell "not yet" from "already".
const MAIN_PATH: OrderStatus[] = ["placed", "paid", "shipped", "delivered"];

/** Why an order in `current` (with its claim) cannot make a change that starts from `from`. */
export function conflictFor(
  current: OrderStatus,
  from: OrderStatus,
  claim: ClaimState,
  by: "admin" | "shopper" = "admin",
): OrderChangeConflict {
  const finishable = by === "admin" || current === "paid";
  const unfinished = claim === "stale" && finishable ? UNFINISHED[current] : undefined;
  if (unfinished) return new OrderChangeConflict(unfinished(), current);
  // Still in the status the change needs: another change holds it or has just let it go.
  if (claim === "held" || current === from) return new OrderChangeConflict(BEING_CHANGED(), current);
  // Approving or refusing a return needs a request waiting, whatever the order's way so far.
  if (from === "return_requested" && MAIN_PATH.includes(current)) {
    return new OrderChangeConflict(m.server_order_no_return_waiting(), current);
  }
  const [now, needed] = [MAIN_PATH.indexOf(current), MAIN_PATH.indexOf(from)];
  const notYet = NOT_YET[from];
  if (now !== -1 && needed !== -1 && now < needed && notYet) {
    return new OrderChangeConflict(notYet(), current);
  }
  return new OrderChangeConflict(ALREADY[current](), current);
}
