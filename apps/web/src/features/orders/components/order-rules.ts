import type { Order, OrderDetails } from "@hogar/shared";
import { lineTitle } from "@hogar/shared/cart-rules";
import { m } from "@hogar/shared/messages";
import {
  ARRIVES_AFTER_PAYMENT,
  type ArrivingOrder,
  arrivalOf,
  DAY_AFTER_PAYMENT,
  deliveryDayOf,
  lineKey,
  RETURN_MESSAGES,
  returnReasonProblem,
  storedReturnLine,
} from "@hogar/shared/order-rules";
import { lineRefundCents } from "@hogar/shared/promotion-rules";
import { shopDate } from "@hogar/shared/shop-dates";

// The order page's own helpers; the rules it shares with the server and the back office (the order
// number, the return's limits and messages, the failed payment's sentence) come from
// @hogar/shared/order-rules, a module without zod (docs/decisions/002-web-app.md).

/** The order page's delivery day; none once cancelled (docs/product.md 86). */
export const deliveryDayText = (order: ArrivingOrder) => deliveryDayOf(order, DAY_AFTER_PAYMENT);

/**
 * The orders list's line on when it arrives ("Arrives: Tomorrow" when it is `tomorrow`'s date, the
 * spec's words); none once cancelled.
 */
export function arrivalLine(order: ArrivingOrder, tomorrow: string, timeZone: string): string | null {
  const arrival = arrivalOf(order);
  switch (arrival.kind) {
    case "never":
      return null;
    case "afterPayment":
      return ARRIVES_AFTER_PAYMENT[arrival.delivery]();
    case "delivered":
      return m.orders_delivered_line({ date: shopDate(arrival.at, timeZone) });
    case "promised":
      return arrival.date === tomorrow
        ? m.orders_arrives_tomorrow()
        : m.orders_arrives({ date: arrival.date });
  }
}

/**
 * How many of each line come back, by `lineKey` (two variants of one product are two lines); 0 (or
 * missing) leaves the line out.
 */
export type ReturnChoice = Record<string, number>;

export interface ReturnFormValues {
  lines: ReturnChoice;
  reason: string;
}

/**
 * What approving a return of `choice` refunds, as the server works it out: each unit's price less
 * its share of a promotion's discount, not the shipping (docs/product.md 73, 101), and never more
 * than is left after a staff refund (119).
 */
export function returnRefundPreview(order: Order, choice: ReturnChoice): number {
  const paid = order.lines.reduce((sum, line) => {
    const quantity = choice[lineKey(line)] ?? 0;
    if (quantity <= 0) return sum;
    return (
      sum +
      lineRefundCents(
        { priceCents: line.price, quantity: line.quantity, discountCents: line.discount },
        quantity,
      )
    );
  }, 0);
  return Math.min(paid, Math.max(0, order.total - order.refunded));
}

/** The return form's messages (docs/product.md 73): at least one line, and a reason of 3-500 characters. */
export function returnProblems(values: ReturnFormValues): { lines?: string; reason?: string } {
  return {
    lines: Object.values(values.lines).some((quantity) => quantity > 0) ? undefined : RETURN_MESSAGES.lines(),
    reason: returnReasonProblem(values.reason),
  };
}

/** What POST /api/orders/:id/return takes: only the chosen lines, each no more than was bought. */
export function returnInput(order: Pick<Order, "lines">, values: ReturnFormValues) {
  return {
    lines: order.lines.flatMap((line) => {
      const quantity = Math.min(values.lines[lineKey(line)] ?? 0, line.quantity);
      // A line bought as a variant is named by it too: the server tells lines apart that way.
      return quantity > 0 ? [storedReturnLine({ ...line, quantity })] : [];
    }),
    reason: values.reason.trim(),
  };
}

/** The products of a return request, named as the order names them (with the variant bought). */
export function returnedLines(order: OrderDetails, request: NonNullable<OrderDetails["returnRequest"]>) {
  return request.lines.map((returned) => {
    const bought = order.lines.find((line) => lineKey(line) === lineKey(returned));
    return {
      ...returned,
      key: lineKey(returned),
      name: bought ? lineTitle(bought.name, bought.variantLabel) : m.orders_a_product(),
    };
  });
}
