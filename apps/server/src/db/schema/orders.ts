import { CARD_FUNDINGS } from "@hogar/shared/card-rules";
import { LOCALES } from "@hogar/shared/locale";
import { ORDER_STATUSES } from "@hogar/shared/order-lifecycle";
import { PAYMENT_METHODS } from "@hogar/shared/payment-methods";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { products, productVariants } from "./catalog.ts";

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /**
     * Null once the shopper deleted the account: the order stays for the shop's books, without the
     * shopper's name, street or phone (docs/product.md 61).
     */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * "placed" holds stock while the payment runs; it becomes "paid" or "cancelled". Later changes
     * follow packages/shared/src/order-lifecycle.ts (docs/product.md 70).
     */
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("placed"),
    source: text("source", { enum: ["product", "cart"] }).notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    /** Hash of the request body, so a reused key with another body is refused. */
    requestHash: text("request_hash").notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    /** Taken off the subtotal by a promotion code (issue 19); the IVA is on the total after it. */
    discountCents: integer("discount_cents").notNull().default(0),
    /** The code as the shop knows it (upper case), copied; null without one. */
    promotionCode: text("promotion_code"),
    shippingCents: integer("shipping_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    /** The IVA rate the order was placed with, in basis points (1600 = 16%), and the IVA its total contains. */
    ivaRateBp: integer("iva_rate_bp").notNull(),
    ivaCents: integer("iva_cents").notNull(),
    /** The language the order was placed in: its mails speak it unless the shopper picked another since. */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    delivery: text("delivery", { enum: ["tomorrow", "day_after_tomorrow"] }).notNull(),
    /** dd/mm/yyyy in the shop's time zone, fixed when the order was placed. */
    deliveryDate: text("delivery_date").notNull(),
    /** Copies, so the order reads the same after the address or card is deleted. */
    shippingAddress: jsonb("shipping_address").notNull(),
    /** Card, OXXO or SPEI (docs/product.md 85); the card columns are null for OXXO and SPEI. */
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }).notNull().default("card"),
    /** 1 paid at once; 3, 6 or 12 meses sin intereses (docs/product.md 88). */
    installments: integer("installments").notNull().default(1),
    cardId: uuid("card_id"),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    /** Credit or debit: its invoice's forma de pago (docs/product.md 90). */
    cardFunding: text("card_funding", { enum: CARD_FUNDINGS }),
    paymentProvider: text("payment_provider").notNull(),
    paymentId: text("payment_id"),
    /**
     * How to pay an OXXO or SPEI order, as the provider issued it (packages/shared PayLater without
     * `amount`, which is the total): { method, reference, clabe, bank, expiresAt }.
     */
    payLater: jsonb("pay_later"),
    /** When an order awaiting payment is cancelled unpaid and its stock returned (docs/product.md 86). */
    paymentExpiresAt: timestamp("payment_expires_at", { withTimezone: true }),
    failureReason: text("failure_reason"),
    /** Set when the order is marked shipped. */
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    /** When it was marked delivered: the return window counts from here. */
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** Centavos given back so far (a cancellation refunds the total, a return its lines). */
    refundedCents: integer("refunded_cents").notNull().default(0),
    /**
     * A change that calls the payment provider (a refund) holds the order while the call runs, so
     * a second change waits its turn or is refused; a claim older than a few minutes is stale.
     */
    changeClaimedAt: timestamp("change_claimed_at", { withTimezone: true }),
    /**
     * What the claim's refund asks the provider for, written before the provider is called: a change
     * that takes a stale claim over asks for the same amount under the same key (docs/decisions/012).
     */
    changeClaimRefundCents: integer("change_claim_refund_cents"),
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
    // The settler's expiry sweep: orders awaiting payment, soonest due first.
    index("orders_awaiting_payment_idx").on(t.paymentExpiresAt).where(sql`${t.status} = 'awaiting_payment'`),
    check("orders_installments", sql`${t.installments} in (1, 3, 6, 12)`),
    check(
      "orders_card_copy",
      sql`${t.paymentMethod} <> 'card' or (${t.cardBrand} is not null and ${t.cardLast4} is not null and ${t.cardFunding} is not null)`,
    ),
    // Meses sin intereses are a credit card's (docs/product.md 88).
    check("orders_installments_credit", sql`${t.installments} = 1 or ${t.cardFunding} = 'credit'`),
    check(
      "orders_total",
      sql`${t.totalCents} = ${t.subtotalCents} - ${t.discountCents} + ${t.shippingCents}`,
    ),
    check("orders_discount", sql`${t.discountCents} between 0 and ${t.subtotalCents}`),
    check("orders_iva", sql`${t.ivaCents} between 0 and ${t.totalCents}`),
    check("orders_refunded", sql`${t.refundedCents} between 0 and ${t.totalCents}`),
    // The back office's table: by status and date, newest first.
    index("orders_status_created_idx").on(t.status, t.createdAt, t.id),
    index("orders_created_idx").on(t.createdAt, t.id),
    // The back office's orders by promotion code (docs/product.md 75), newest first, for any code.
    index("orders_promotion_code_idx")
      .on(t.promotionCode, t.createdAt, t.id)
      .where(sql`${t.promotionCode} is not null`),
  ],
);

/** Every change of an order's status: its timeline for the shopper and the shop. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Who made the change; null for the shop itself (checkout, the settler) or a deleted account. */
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorRole: text("actor_role", { enum: ["admin", "shopper", "system"] }).notNull(),
    /** Null for the order's first event (placed). */
    fromStatus: text("from_status", { enum: ORDER_STATUSES }),
    toStatus: text("to_status", { enum: ORDER_STATUSES }).notNull(),
    note: text("note"),
    /**
     * What the change gave back, in centavos: a staff refund's (docs/product.md 119), a cancellation's
     * or an approved return's; null when it gave nothing back, and for changes before migration 0031.
     */
    refundedCents: integer("refunded_cents"),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.at)],
);

/** A shopper's request to return lines of a delivered order; one per order. */
export const returnRequests = pgTable("return_requests", {
  orderId: uuid("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  /** [{ productId, quantity }]: which lines come back, and how many of each. */
  lines: jsonb("lines").notNull(),
  reason: text("reason").notNull(),
  status: text("status", { enum: ["requested", "approved", "refused"] })
    .notNull()
    .default("requested"),
  /** What the approval refunds (the returned lines' prices, no shipping). */
  refundCents: integer("refund_cents"),
  /** The shop's reason when it refuses. */
  decisionNote: text("decision_note"),
  requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp("decided_at", { withTimezone: true }),
});

/** Every admin action: who, when, what, and the record before and after (docs/product.md 78). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** A copy, so the log still names the admin after the account is gone. */
    actorEmail: text("actor_email").notNull(),
    entityType: text("entity_type", { enum: ["order", "product", "review", "promotion"] }).notNull(),
    entityId: uuid("entity_id").notNull(),
    action: text("action").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [index("audit_log_entity_idx").on(t.entityType, t.entityId, t.at)],
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
    /** The variant bought, with its words and SKU copied ("Linen · 3 seats"); null without variants. */
    variantId: uuid("variant_id").references(() => productVariants.id),
    variantLabel: text("variant_label"),
    sku: text("sku"),
    name: text("name").notNull(),
    priceCents: integer("price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    /** This line's share of the order's discount, so a return refunds what was paid for it. */
    discountCents: integer("discount_cents").notNull().default(0),
    image: jsonb("image"),
  },
  (t) => [unique("order_lines_line_unique").on(t.orderId, t.productId, t.variantId).nullsNotDistinct()],
);

/**
 * A promotion code staff create (issue 19): a percentage or a fixed amount off the subtotal of the
 * lines it applies to (all, or those of `categories`), from a minimum subtotal, between two dates,
 * for a number of uses in total and per shopper. `uses` is counted in the order's transaction, with
 * the row locked, so racing orders never exceed `max_uses`.
 */
export const promotionCodes = pgTable(
  "promotion_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Upper case; shoppers may type it in any case. */
    code: text("code").notNull(),
    kind: text("kind", { enum: ["percent", "fixed"] }).notNull(),
    /** For "percent": 1 to 90. */
    percent: integer("percent"),
    /** For "fixed": centavos off. */
    amountCents: integer("amount_cents"),
    minSubtotalCents: integer("min_subtotal_cents").notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** Null: no limit. */
    maxUses: integer("max_uses"),
    maxUsesPerShopper: integer("max_uses_per_shopper"),
    uses: integer("uses").notNull().default(0),
    /** Null: every category. */
    categories: text("categories").array(),
    /** Staff switched it off before its end. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("promotion_codes_code_idx").on(t.code),
    check(
      "promotion_codes_value",
      sql`(${t.kind} = 'percent' and ${t.percent} between 1 and 90 and ${t.amountCents} is null) or (${t.kind} = 'fixed' and ${t.amountCents} > 0 and ${t.percent} is null)`,
    ),
    check("promotion_codes_dates", sql`${t.endsAt} > ${t.startsAt}`),
    check(
      "promotion_codes_uses",
      sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses}) and coalesce(${t.maxUsesPerShopper}, 1) > 0`,
    ),
    check("promotion_codes_min_subtotal", sql`${t.minSubtotalCents} >= 0`),
  ],
);

/** Which order used which code: the per-shopper limit counts these. Removed when the use is given back. */
export const promotionRedemptions = pgTable(
  "promotion_redemptions",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    promotionId: uuid("promotion_id")
      .notNull()
      .references(() => promotionCodes.id),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    discountCents: integer("discount_cents").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("promotion_redemptions_shopper_idx").on(t.promotionId, t.userId)],
);

/**
 * Payment webhooks the shop has acted on, by the provider's event id: a delivery seen before is
 * answered 2xx and changes nothing (docs/product.md 87). Written in the transaction that acts on it.
 */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  orderId: uuid("order_id"),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox provider's own ledger of payments, keyed by the shop's order id. */
export const sandboxPayments = pgTable("sandbox_payments", {
  id: text("id").primaryKey(),
  orderId: uuid("order_id").notNull().unique(),
  /** The card's token; null for OXXO and SPEI. */
  token: text("token"),
  method: text("method", { enum: PAYMENT_METHODS }).notNull().default("card"),
  installments: integer("installments").notNull().default(1),
  /** OXXO: the voucher's number; SPEI: the transfer's numeric reference. Null for cards. */
  reference: text("reference").unique(),
  /** SPEI: the CLABE the money goes to. */
  clabe: text("clabe"),
  /** OXXO and SPEI: until when the voucher or transfer is good. */
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  /** OXXO and SPEI: when the shopper paid (`npm run sandbox -- pay` or the order page's button). */
  paidAt: timestamp("paid_at", { withTimezone: true }),
  amountCents: integer("amount_cents").notNull(),
  /** "pending": an OXXO voucher or SPEI transfer not paid yet; paid, it is "captured". */
  status: text("status", {
    enum: ["pending", "authorized", "captured", "declined", "refunded", "cancelled"],
  }).notNull(),
  declineReason: text("decline_reason"),
  /** Given back so far; "refunded" once it reaches the amount. */
  refundedCents: integer("refunded_cents").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox's refunds, keyed by the shop's refund key: asking again returns the first refund. */
export const sandboxRefunds = pgTable("sandbox_refunds", {
  key: text("key").primaryKey(),
  paymentId: text("payment_id").notNull(),
  amountCents: integer("amount_cents").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
