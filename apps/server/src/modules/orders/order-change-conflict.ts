import { ORDER_STATUS_LABELS, type OrderStatus } from "@hogar/shared";
import { AppError } from "../../lib/errors.ts";

export const BEING_CHANGED = "This order is being changed by someone else. Please try again in a moment.";

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

/** Why an order in `current` (held by a change or not) cannot make a change that starts from `from`. */
export function conflictFor(current: OrderStatus, from: OrderStatus, held: boolean): OrderChangeConflict {
  // Still in the status the change needs: another change holds it or has just let it go.
  if (held || current === from) return new OrderChangeConflict(BEING_CHANGED, current);
  const [now, needed] = [MAIN_PATH.indexOf(current), MAIN_PATH.indexOf(from)];
  if (now !== -1 && needed !== -1 && now < needed) {
    return new OrderChangeConflict(
      `This order is not ${ORDER_STATUS_LABELS[from].toLowerCase()} yet.`,
      current,
    );
  }
  return new OrderChangeConflict(
    `This order is already ${ORDER_STATUS_LABELS[current].toLowerCase()}.`,
    current,
  );
}
