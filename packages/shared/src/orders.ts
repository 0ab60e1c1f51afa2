import { z } from "zod";
import { productImageSchema } from "./catalog.ts";
import { QUANTITY_MAX } from "./catalog-rules.ts";
import { ORDERS_PAGE_SIZE_DEFAULT, ORDERS_PAGE_SIZE_MAX } from "./list-limits.ts";

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
  status: z.enum(["placed", "paid", "shipped", "delivered", "cancelled"]),
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
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

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
