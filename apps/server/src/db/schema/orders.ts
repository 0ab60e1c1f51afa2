import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { products } from "./catalog.ts";

export const ORDER_STATUSES = ["placed", "paid", "shipped", "delivered", "cancelled"] as const;

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /**
     * Null once the shopper deleted the account: the order stays for the shop's books, without the
     * shopper's name, street or phone (docs/product.md 61).
     */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** "placed" holds stock while the payment runs; it becomes "paid" or "cancelled". */
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("placed"),
    source: text("source", { enum: ["product", "cart"] }).notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    /** Hash of the request body, so a reused key with another body is refused. */
    requestHash: text("request_hash").notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    shippingCents: integer("shipping_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    delivery: text("delivery", { enum: ["tomorrow", "day_after_tomorrow"] }).notNull(),
    /** dd/mm/yyyy in the shop's time zone, fixed when the order was placed. */
    deliveryDate: text("delivery_date").notNull(),
    /** Copies, so the order reads the same after the address or card is deleted. */
    shippingAddress: jsonb("shipping_address").notNull(),
    cardId: uuid("card_id"),
    cardBrand: text("card_brand").notNull(),
    cardLast4: text("card_last4").notNull(),
    paymentProvider: text("payment_provider").notNull(),
    paymentId: text("payment_id"),
    failureReason: text("failure_reason"),
    /** When a settler last took the order (still "placed"): others leave it alone for a while. */
    settleClaimedAt: timestamp("settle_claimed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_idempotency_idx").on(t.userId, t.idempotencyKey),
    // The shopper's orders page by page, newest first: keyset on (created_at, id).
    index("orders_user_created_idx").on(t.userId, t.createdAt, t.id),
    index("orders_placed_idx").on(t.createdAt).where(sql`${t.status} = 'placed'`),
    check("orders_total", sql`${t.totalCents} = ${t.subtotalCents} + ${t.shippingCents}`),
  ],
);

/** What was bought, copied at the time: later price or name changes do not touch an order. */
export const orderLines = pgTable(
  "order_lines",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id),
    name: text("name").notNull(),
    priceCents: integer("price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    image: jsonb("image"),
  },
  (t) => [uniqueIndex("order_lines_order_product_idx").on(t.orderId, t.productId)],
);

/** The sandbox provider's own ledger of payments, keyed by the shop's order id. */
export const sandboxPayments = pgTable("sandbox_payments", {
  id: text("id").primaryKey(),
  orderId: uuid("order_id").notNull().unique(),
  token: text("token").notNull(),
  amountCents: integer("amount_cents").notNull(),
  status: text("status", { enum: ["authorized", "captured", "declined", "refunded", "cancelled"] }).notNull(),
  declineReason: text("decline_reason"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
