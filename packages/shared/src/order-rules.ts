// The order rules the browser checks as well as the server, without zod (docs/decisions/002-web-app.md):
// orders.ts and back-office.ts build their zod schemas on these numbers and messages, so a form and
// the server's 400 say the same words, in the language of the moment they are said (docs/product.md 80).

import type { DELIVERY_DAYS } from "./delivery.ts";
import { m } from "./i18n/generated/messages.js";
import { formatMoney } from "./money.ts";
import type { OrderStatus } from "./order-lifecycle.ts";

/** The short number shoppers and staff read and search by: the id's first 8 characters (docs/product.md 75). */
export function orderNumber(order: { id: string }): string {
  return order.id.slice(0, 8);
}

/** Whether `text` has the shape of an order's number, as `orderNumber` makes it (any case). */
export function isOrderNumber(text: string): boolean {
  return /^[0-9a-f]{8}$/i.test(text);
}

/** The sentences for the reason codes the payment provider gives when it refuses a payment. */
export const PAYMENT_FAILURE_TEXT: Readonly<Record<string, () => string>> = {
  card_declined: () => m.rules_payment_card_declined(),
  insufficient_funds: () => m.rules_payment_insufficient_funds(),
  // An OXXO voucher or SPEI transfer not paid by its deadline (docs/product.md 86).
  payment_expired: () => m.rules_payment_expired(),
};

/**
 * What the shopper's and the back office's order pages say about a failed payment: the server keeps
 * the provider's code (or a short phrase), people read a sentence. An unknown reason is shown as it is.
 */
export function failureText(reason: string): string {
  // Own keys only: "toString" and friends are no failure codes.
  const text = Object.hasOwn(PAYMENT_FAILURE_TEXT, reason) ? PAYMENT_FAILURE_TEXT[reason] : undefined;
  return text ? text() : reason;
}

/**
 * When an order arrives, for its pages to put in words (docs/product.md 86): never, once cancelled;
 * counting from its payment, while an OXXO or SPEI order awaits it (the payment sets the day); on
 * the day it was delivered; else on the day promised.
 */
export type Arrival =
  | { kind: "never" }
  | { kind: "afterPayment"; delivery: keyof typeof DELIVERY_DAYS }
  | { kind: "delivered"; at: string }
  | { kind: "promised"; date: string };

/** What arrivalOf reads of an order (the order's schema in orders.ts builds on this module). */
export interface ArrivingOrder {
  status: OrderStatus;
  delivery: keyof typeof DELIVERY_DAYS;
  deliveryDate: string;
  deliveredAt: string | null;
}

export function arrivalOf(order: ArrivingOrder): Arrival {
  if (order.status === "cancelled") return { kind: "never" };
  if (order.status === "awaiting_payment") return { kind: "afterPayment", delivery: order.delivery };
  if (order.deliveredAt) return { kind: "delivered", at: order.deliveredAt };
  return { kind: "promised", date: order.deliveryDate };
}

/** When an OXXO or SPEI order arrives, as a sentence: counting from its payment (docs/product.md 86). */
export const ARRIVES_AFTER_PAYMENT: Readonly<Record<ArrivingOrder["delivery"], () => string>> = {
  tomorrow: () => m.orders_arrives_after_payment_tomorrow(),
  day_after_tomorrow: () => m.orders_arrives_after_payment_day_after_tomorrow(),
};

/** The same day as a field's value, after a label ("Arrives", "Delivery"). */
export const DAY_AFTER_PAYMENT: Readonly<Record<ArrivingOrder["delivery"], () => string>> = {
  tomorrow: () => m.orders_after_payment_tomorrow(),
  day_after_tomorrow: () => m.orders_after_payment_day_after_tomorrow(),
};

/**
 * An order page's delivery day: `afterPayment`'s words while an OXXO or SPEI order awaits its
 * payment, none once cancelled, else the day promised.
 */
export function deliveryDayOf(
  order: ArrivingOrder,
  afterPayment: Record<ArrivingOrder["delivery"], () => string>,
): string | null {
  const arrival = arrivalOf(order);
  if (arrival.kind === "never") return null;
  return arrival.kind === "afterPayment" ? afterPayment[arrival.delivery]() : order.deliveryDate;
}

/** What tells an order's lines apart: the product and, for one bought as a variant, the variant. */
export function lineKey(line: { productId: string; variantId?: string | null }): string {
  return `${line.productId}/${line.variantId ?? ""}`;
}

/**
 * A returned line as a return request names it and return_requests.lines keeps it: the variant only
 * for a line bought as one.
 */
export function storedReturnLine({
  productId,
  variantId,
  quantity,
}: {
  productId: string;
  variantId?: string | null;
  quantity: number;
}): { productId: string; variantId?: string; quantity: number } {
  return variantId ? { productId, variantId, quantity } : { productId, quantity };
}

// A return request (docs/product.md 73): the lines coming back, and a reason.
export const RETURN_REASON_MIN = 3;
export const RETURN_REASON_MAX = 500;

export const RETURN_MESSAGES = {
  lines: (): string => m.rules_return_lines(),
  reason: (): string => m.rules_return_reason(),
  reasonTooLong: (): string => m.rules_reason_too_long({ max: RETURN_REASON_MAX }),
} as const;

/** What is wrong with a return's reason (trimmed, 3-500 characters), or undefined. */
export function returnReasonProblem(reason: string): string | undefined {
  const trimmed = reason.trim();
  if (trimmed.length < RETURN_REASON_MIN) return RETURN_MESSAGES.reason();
  if (trimmed.length > RETURN_REASON_MAX) return RETURN_MESSAGES.reasonTooLong();
  return undefined;
}

// Shipping an order (docs/product.md 76): the carrier and the tracking number the shopper reads.
export const CARRIER_MIN = 2;
export const CARRIER_MAX = 60;
export const TRACKING_NUMBER_MIN = 4;
export const TRACKING_NUMBER_MAX = 40;
export const TRACKING_NUMBER_PATTERN = new RegExp(
  `^[A-Za-z0-9-]{${TRACKING_NUMBER_MIN},${TRACKING_NUMBER_MAX}}$`,
);

export const SHIP_MESSAGES = {
  carrier: (): string => m.rules_ship_carrier(),
  carrierTooLong: (): string => m.rules_ship_carrier_too_long({ max: CARRIER_MAX }),
  trackingNumber: (): string =>
    m.rules_ship_tracking_number({ min: TRACKING_NUMBER_MIN, max: TRACKING_NUMBER_MAX }),
  trackingNumberMissing: (): string => m.rules_ship_tracking_number_missing(),
} as const;

/** What is wrong with the ship form's fields (each trimmed), field by field; undefined where nothing is. */
export function shipProblems(values: { carrier: string; trackingNumber: string }): {
  carrier: string | undefined;
  trackingNumber: string | undefined;
} {
  const carrier = values.carrier.trim();
  return {
    carrier:
      carrier.length < CARRIER_MIN
        ? SHIP_MESSAGES.carrier()
        : carrier.length > CARRIER_MAX
          ? SHIP_MESSAGES.carrierTooLong()
          : undefined,
    trackingNumber: TRACKING_NUMBER_PATTERN.test(values.trackingNumber.trim())
      ? undefined
      : SHIP_MESSAGES.trackingNumber(),
  };
}

// The shop's reason for cancelling an order or refusing a return, which the shopper reads
// (docs/product.md 72, 73).
export const STAFF_NOTE_MIN = 3;
export const STAFF_NOTE_MAX = 500;

export const STAFF_NOTE_MESSAGES = {
  missing: (): string => m.rules_staff_note_missing({ min: STAFF_NOTE_MIN }),
  tooLong: (): string => m.rules_reason_too_long({ max: STAFF_NOTE_MAX }),
} as const;

/**
 * Staff refunds (docs/product.md 119): only once the order has left the shop; before that it is
 * cancelled with a full refund instead (rule 72).
 */
export const STAFF_REFUND_STATUSES = [
  "shipped",
  "delivered",
  "returned",
] as const satisfies readonly OrderStatus[];

export const STAFF_REFUND_MESSAGES = {
  amount: (): string => m.rules_staff_refund_amount(),
  /** An approved return's refund may be nothing (staff gave it back already). */
  returnAmount: (): string => m.rules_return_refund_amount(),
} as const;

/** What is wrong with a staff note (trimmed, 3-500 characters), or undefined. */
export function staffNoteProblem(note: string): string | undefined {
  const trimmed = note.trim();
  if (trimmed.length < STAFF_NOTE_MIN) return STAFF_NOTE_MESSAGES.missing();
  if (trimmed.length > STAFF_NOTE_MAX) return STAFF_NOTE_MESSAGES.tooLong();
  return undefined;
}

/** A timeline entry as far as its refund goes. */
interface RefundingEntry {
  from: OrderStatus | null;
  to: OrderStatus;
  refunded: number | null;
}

/** A staff refund leaves the status as it was (docs/product.md 119): the refund is the entry. */
export const isStaffRefund = (entry: RefundingEntry): boolean =>
  entry.refunded !== null && entry.from === entry.to;

/** What a change of status gave back (a cancellation, an approved return), said under its label. */
export function refundUnderLabel(entry: RefundingEntry): string | null {
  if (entry.refunded === null || isStaffRefund(entry)) return null;
  return m.orders_refunded_with_change({ amount: formatMoney(entry.refunded) });
}
