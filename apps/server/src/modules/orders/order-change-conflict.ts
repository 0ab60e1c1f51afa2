import type { OrderStatus } from "@hogar/shared";
import { AppError } from "../../lib/errors.ts";
import type { ClaimState } from "./order-lifecycle.repository.ts";

export const BEING_CHANGED = "This order is being changed by someone else. Please try again in a moment.";

/**
 * What a refunding change left unfinished (its claim went stale) tells the admin to do: the same
 * change again finishes it with the same refund key, so nothing is paid twice (docs/decisions/012).
 * Only the statuses a refunding change starts from can hold a claim.
 */
const UNFINISHED: Partial<Record<OrderStatus, string>> = {
  paid: "A cancellation of this order did not finish. Cancel it again to finish it.",
  return_requested:
    "An approval of this order's return did not finish. Approve the return again to finish it.",
};

/** "Already" in words that fit each status (docs/product.md 71). */
const ALREADY: Record<OrderStatus, string> = {
  placed: "This order is not paid yet.",
  paid: "This order is already paid.",
  shipped: "This order is already shipped.",
  delivered: "This order was already delivered.",
  cancelled: "This order is already cancelled.",
  return_requested: "This order already has a return request.",
  returned: "This order was already returned.",
};

const NOT_YET: Partial<Record<OrderStatus, string>> = {
  paid: "This order is not paid yet.",
  shipped: "This order is not shipped yet.",
  delivered: "This order is not delivered yet.",
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
export function conflictFor(current: OrderStatus, from: OrderStatus, claim: ClaimState): OrderChangeConflict {
  const unfinished = claim === "stale" ? UNFINISHED[current] : undefined;
  if (unfinished) return new OrderChangeConflict(unfinished, current);
  // Still in the status the change needs: another change holds it or has just let it go.
  if (claim === "held" || current === from) return new OrderChangeConflict(BEING_CHANGED, current);
  // Approving or refusing a return needs a request waiting, whatever the order's way so far.
  if (from === "return_requested" && MAIN_PATH.includes(current)) {
    return new OrderChangeConflict("This order has no return request waiting.", current);
  }
  const [now, needed] = [MAIN_PATH.indexOf(current), MAIN_PATH.indexOf(from)];
  const notYet = NOT_YET[from];
  if (now !== -1 && needed !== -1 && now < needed && notYet) return new OrderChangeConflict(notYet, current);
  return new OrderChangeConflict(ALREADY[current], current);
}
