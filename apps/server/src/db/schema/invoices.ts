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
import { orders } from "./orders.ts";

/**
 * A shopper's fiscal data (docs/product.md 89): what a CFDI needs to name the receiver. One per
 * shopper; deleted with the account. An invoice keeps its own copy.
 */
export const fiscalData = pgTable("fiscal_data", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  rfc: text("rfc").notNull(),
  /** The name or razón social as the SAT registers it, in capitals, without the régimen de capital. */
  name: text("name").notNull(),
  /** c_RegimenFiscal code, such as "612". */
  taxRegime: text("tax_regime").notNull(),
  /** The fiscal address's postal code (DomicilioFiscalReceptor). */
  postalCode: text("postal_code").notNull(),
  /** c_UsoCFDI code, such as "G03". */
  cfdiUse: text("cfdi_use").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const INVOICE_STATUSES = ["stamping", "active", "cancelled"] as const;

/**
 * An order's CFDI (docs/product.md 90-92). One per order. "stamping" while the invoicing provider
 * is asked (the row claims the order, so two requests never stamp twice; a claim whose request died
 * is finished by the invoice settler); "active" once stamped;
 * "cancelled" by staff after a refund. Kept when the account is deleted: the shop must keep its
 * invoices (CFF art. 30).
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    /** The shop's own numbering (Serie and Folio), ... */
    series: text("series").notNull(),
    folio: integer("folio").generatedAlwaysAsIdentity(),
    status: text("status", { enum: INVOICE_STATUSES }).notNull().default("stamping"),
    /** The receiver's fiscal data as it was when the invoice was made. */
    receiver: jsonb("receiver").notNull(),
    /** The CFDI: as built while stamping, then as the provider stamped it. */
    xml: text("xml").notNull(),
    /** The folio fiscal (the SAT's UUID), once stamped. */
    uuid: text("uuid"),
    stampedAt: timestamp("stamped_at", { withTimezone: true }),
    provider: text("provider").notNull(),
    /** c_MotivoCancelacion, and the replacing invoice's folio fiscal for reason 01. */
    cancellationReason: text("cancellation_reason"),
    replacementUuid: text("replacement_uuid"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * When a "stamping" row was last taken: by the request that made it, then by the invoice
     * settler that finishes it once it is older than STAMPING_STALE_SECONDS. Whoever took it last
     * owns it: only they may let it go.
     */
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live invoice per order; a cancelled one may be replaced (reason 01).
    uniqueIndex("invoices_order_live_idx").on(t.orderId).where(sql`${t.status} <> 'cancelled'`),
    uniqueIndex("invoices_uuid_idx").on(t.uuid),
    index("invoices_created_idx").on(t.createdAt),
    // The invoice settler's sweep: claims being stamped, oldest taken first.
    index("invoices_stamping_idx").on(t.claimedAt).where(sql`${t.status} = 'stamping'`),
    check(
      "invoices_stamped",
      sql`${t.status} = 'stamping' or (${t.uuid} is not null and ${t.stampedAt} is not null)`,
    ),
    check(
      "invoices_cancelled",
      sql`${t.status} <> 'cancelled' or (${t.cancellationReason} is not null and ${t.cancelledAt} is not null)`,
    ),
  ],
);
