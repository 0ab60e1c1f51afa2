import { m } from "./i18n/generated/messages.js";

/**
 * The order's life, written once for the server and the web app (docs/product.md 70):
 * placed → paid → shipped → delivered; an order paid later (OXXO, SPEI) waits as awaiting_payment
 * between placed and paid (docs/product.md 86); cancelled from placed, awaiting_payment or paid; from
 * delivered a return may be requested, which the shop approves (returned, refunded) or refuses
 * (delivered again).
 */
export const ORDER_STATUSES = [
  "placed",
  "awaiting_payment",
  "paid",
  "shipped",
  "delivered",
  "cancelled",
  "return_requested",
  "returned",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who may make a change: the shop's staff, the shopper who owns the order, or the shop itself. */
export type OrderActor = "admin" | "shopper" | "system";

interface Transition {
  from: OrderStatus;
  to: OrderStatus;
  by: readonly OrderActor[];
}

/** Every allowed change. Anything not listed is refused. */
export const ORDER_TRANSITIONS: readonly Transition[] = [
  // Checkout and the settler settle a payment.
  { from: "placed", to: "paid", by: ["system"] },
  { from: "placed", to: "cancelled", by: ["system"] },
  // A voucher or transfer was issued: the order holds its stock until it is paid or expires.
  { from: "placed", to: "awaiting_payment", by: ["system"] },
  { from: "awaiting_payment", to: "paid", by: ["system"] },
  // Expired unpaid (the shop), or called off before paying: nothing to refund, the stock comes back.
  { from: "awaiting_payment", to: "cancelled", by: ["system", "shopper", "admin"] },
  { from: "paid", to: "shipped", by: ["admin"] },
  { from: "shipped", to: "delivered", by: ["admin"] },
  // A paid order not yet shipped may be cancelled, with a full refund.
  { from: "paid", to: "cancelled", by: ["admin", "shopper"] },
  { from: "delivered", to: "return_requested", by: ["shopper"] },
  // Approved: the returned lines are refunded and their stock comes back.
  { from: "return_requested", to: "returned", by: ["admin"] },
  // Refused: the order is delivered again, with the shop's reason in its history.
  { from: "return_requested", to: "delivered", by: ["admin"] },
];

export function canTransition(from: OrderStatus, to: OrderStatus, by: OrderActor): boolean {
  return ORDER_TRANSITIONS.some((t) => t.from === from && t.to === to && t.by.includes(by));
}

/** The statuses `by` may move an order in `from` to. */
export function nextStatuses(from: OrderStatus, by: OrderActor): OrderStatus[] {
  return ORDER_TRANSITIONS.filter((t) => t.from === from && t.by.includes(by)).map((t) => t.to);
}

/** Words a shopper reads for each status, in the language of the moment: `ORDER_STATUS_LABELS[status]()`. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, () => string> = {
  placed: () => m.rules_status_placed(),
  awaiting_payment: () => m.rules_status_awaiting_payment(),
  paid: () => m.rules_status_paid(),
  shipped: () => m.rules_status_shipped(),
  delivered: () => m.rules_status_delivered(),
  cancelled: () => m.rules_status_cancelled(),
  return_requested: () => m.rules_status_return_requested(),
  returned: () => m.rules_status_returned(),
};
