import { z } from "zod";
import { productImageSchema } from "./catalog.ts";
import { QUANTITY_MAX } from "./catalog-rules.ts";
import { apiErrorSchema } from "./errors.ts";
import { ORDERS_PAGE_SIZE_DEFAULT, ORDERS_PAGE_SIZE_MAX } from "./list-limits.ts";
import { ORDER_STATUSES } from "./order-lifecycle.ts";
import { RETURN_MESSAGES, RETURN_REASON_MAX, RETURN_REASON_MIN } from "./order-rules.ts";

export const DELIVERY_OPTIONS = ["tomorrow", "day_after_tomorrow"] as const;

const common = {
  delivery: z.enum(DELIVERY_OPTIONS, { error: "Choose when the order should arrive" }),
  addressId: z.uuid({ error: "Choose a delivery address" }),
  cardId: z.uuid({ error: "Choose a card" }),
};

/** What the browser sends to buy: ids and a quantity, never a price or a total. */
export const placeOrderSchema = z.discriminatedUnion(
  "source",
  [
    z.strictObject({
      source: z.literal("product"),
      productId: z.uuid({ error: "Unknown product" }),
      quantity: z
        .number({ error: "quantity must be a number" })
        .int("quantity must be a whole number")
        .min(1, "quantity must be at least 1")
        .max(QUANTITY_MAX, `quantity must be at most ${QUANTITY_MAX}`),
      ...common,
    }),
    z.strictObject({ source: z.literal("cart"), ...common }),
  ],
  { error: 'source must be "product" or "cart"' },
);
export type PlaceOrder = z.infer<typeof placeOrderSchema>;

export const idempotencyKeySchema = z
  .string({ error: "Send an Idempotency-Key header" })
  .regex(/^[\w-]{8,100}$/, "The Idempotency-Key header must be 8 to 100 letters, digits, - or _");

export const orderSchema = z.object({
  id: z.uuid(),
  status: z.enum(ORDER_STATUSES),
  source: z.enum(["product", "cart"]),
  lines: z.array(
    z.object({
      productId: z.uuid(),
      name: z.string(),
      price: z.number().int(),
      quantity: z.number().int(),
      lineTotal: z.number().int(),
      image: productImageSchema.nullable(),
    }),
  ),
  subtotal: z.number().int(),
  shipping: z.number().int(),
  total: z.number().int(),
  delivery: z.enum(DELIVERY_OPTIONS),
  deliveryDate: z.string(),
  shippingAddress: z.object({
    fullName: z.string(),
    streetAndNumber: z.string(),
    postalCode: z.string(),
    country: z.string(),
    phone: z.string(),
  }),
  card: z.object({ brand: z.string(), last4: z.string() }),
  failureReason: z.string().nullable(),
  /** Set once shipped. */
  shipment: z.object({ carrier: z.string(), trackingNumber: z.string(), shippedAt: z.string() }).nullable(),
  deliveredAt: z.string().nullable(),
  /** Centavos given back so far. */
  refunded: z.number().int(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

const returnLineSchema = z.strictObject({
  productId: z.uuid({ error: RETURN_MESSAGES.lines }),
  quantity: z
    .number({ error: "quantity must be a number" })
    .int("quantity must be a whole number")
    .min(1, "quantity must be at least 1")
    .max(QUANTITY_MAX, `quantity must be at most ${QUANTITY_MAX}`),
});

/** One order with its timeline and what its shopper may still do (GET /api/orders/:id). */
export const orderDetailsSchema = orderSchema.extend({
  timeline: z.array(
    z.object({
      from: z.enum(ORDER_STATUSES).nullable(),
      to: z.enum(ORDER_STATUSES),
      at: z.string(),
      note: z.string().nullable(),
    }),
  ),
  returnRequest: z
    .object({
      lines: z.array(returnLineSchema),
      reason: z.string(),
      status: z.enum(["requested", "approved", "refused"]),
      refund: z.number().int().nullable(),
      decisionNote: z.string().nullable(),
      requestedAt: z.string(),
      decidedAt: z.string().nullable(),
    })
    .nullable(),
  /** "Cancel order" is offered: paid and not shipped. */
  canCancel: z.boolean(),
  /** The last moment a return may be asked for (ISO), while it may; otherwise null. */
  returnOpenUntil: z.string().nullable(),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

/**
 * 409 for an order change: the order is not (or no longer) in the status the change needs, or
 * someone else is changing it. `status` is the order's status now (docs/product.md 71).
 */
export const orderChangeConflictSchema = apiErrorSchema.extend({ status: z.enum(ORDER_STATUSES) });
export type OrderChangeConflictBody = z.infer<typeof orderChangeConflictSchema>;

/** POST /api/orders/:id/return: which lines (and how many) come back, and why (order-rules.ts's limits). */
export const returnRequestSchema = z.strictObject({
  lines: z
    .array(returnLineSchema, { error: RETURN_MESSAGES.lines })
    .min(1, RETURN_MESSAGES.lines)
    .max(100, RETURN_MESSAGES.lines),
  reason: z
    .string({ error: RETURN_MESSAGES.reason })
    .trim()
    .min(RETURN_REASON_MIN, RETURN_MESSAGES.reason)
    .max(RETURN_REASON_MAX, RETURN_MESSAGES.reasonTooLong),
});
export type ReturnRequestInput = z.infer<typeof returnRequestSchema>;

/**
 * A page of the shopper's orders. `cursor` is the opaque value the previous page gave (in its
 * Link header); without it the list starts at the newest order.
 */
export const ordersQuerySchema = z.strictObject({
  cursor: z
    .string()
    .regex(/^[\w-]{1,200}$/, "cursor must be the value a previous page gave")
    .optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(ORDERS_PAGE_SIZE_MAX, `limit must be at most ${ORDERS_PAGE_SIZE_MAX}`)
    .default(ORDERS_PAGE_SIZE_DEFAULT),
});
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;
