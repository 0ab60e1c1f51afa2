import type { FiscalDataInput } from "@hogar/shared/fiscal-rules";
import { pickFiscalData } from "@hogar/shared/invoices";
import type { CancellationReason } from "@hogar/shared/sat-catalogs";
import { and, asc, desc, eq, getTableColumns, inArray, lt, min, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { invoices, orderEvents, orders } from "../../db/schema/index.ts";

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * A "stamping" claim taken longer ago than this belongs to a request (or settler) that died while
 * the provider answered, or before it wrote the answer: the invoice settler stamps it again under
 * the same invoice id, which the provider answers with the same folio fiscal (docs/decisions/016).
 * Well above STAMP_TIMEOUT_MS, so a settler never asks while the claim's own call may still run.
 */
export const STAMPING_STALE_SECONDS = 120;

/** A stamping row and its claim as PostgreSQL wrote it (to the microsecond), to let go of only that one. */
export type StampingClaim = InvoiceRow & { claim: string };

const claimText = sql<string>`${invoices.claimedAt}::text`;
const sameClaim = (claim: string) => sql`${invoices.claimedAt} = ${claim}::timestamptz`;

/** The invoices table and the one fact about an order the invoice rules need: when it was paid. */
export const invoicesRepository = {
  /**
   * When the order was paid: its timeline's change to "paid", written in the transaction that
   * recorded the captured payment (the checkout, the provider's webhook or the settler). Null
   * while it never was.
   */
  async paidAt(db: Db, orderId: string): Promise<Date | null> {
    const [row] = await db
      .select({ at: min(orderEvents.at) })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, "paid")));
    return row?.at ?? null;
  },

  /** The order's live invoice: being stamped or active. */
  async live(db: Db, orderId: string): Promise<InvoiceRow | undefined> {
    const [row] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), ne(invoices.status, "cancelled")));
    return row;
  },

  /** The invoice an order shows: its active one, else the last one cancelled. Never one being stamped. */
  async shown(db: Db, orderId: string): Promise<InvoiceRow | undefined> {
    const [row] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), ne(invoices.status, "stamping")))
      .orderBy(sql`${invoices.status} = 'active' desc`, desc(invoices.createdAt))
      .limit(1);
    return row;
  },

  /** The order's cancelled invoices but `shownId`, newest first: what staff may still look up. */
  async cancelledBesides(db: Db, orderId: string, shownId: string | null): Promise<InvoiceRow[]> {
    return db
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.orderId, orderId),
          eq(invoices.status, "cancelled"),
          shownId ? ne(invoices.id, shownId) : undefined,
        ),
      )
      .orderBy(desc(invoices.createdAt));
  },

  /** One of the order's invoices by its id, stamped (active or cancelled). */
  async stampedOf(db: Db, orderId: string, invoiceId: string): Promise<InvoiceRow | undefined> {
    const [row] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, invoiceId), eq(invoices.orderId, orderId), ne(invoices.status, "stamping")));
    return row;
  },

  /**
   * Claims the order's invoice with the next folio, as "stamping" and without its XML yet (which
   * names the folio). The partial unique index on the order's live invoice refuses a second one.
   */
  async insertStamping(
    tx: Db,
    values: { orderId: string; series: string; receiver: FiscalDataInput; provider: string },
  ): Promise<{ id: string; folio: number; claim: string }> {
    const [row] = await tx
      .insert(invoices)
      .values({ ...values, status: "stamping", xml: "" })
      .returning({ id: invoices.id, folio: invoices.folio, claim: claimText });
    if (!row) throw new Error("invoice not inserted");
    return row;
  },

  async setXml(tx: Db, id: string, xml: string): Promise<void> {
    await tx.update(invoices).set({ xml }).where(eq(invoices.id, id));
  },

  /** stamping -> active with the provider's XML; undefined when another request finished it first. */
  async markActive(
    tx: Db,
    id: string,
    stamped: { xml: string; uuid: string; stampedAt: Date },
  ): Promise<InvoiceRow | undefined> {
    const [row] = await tx
      .update(invoices)
      .set({ status: "active", ...stamped })
      .where(and(eq(invoices.id, id), eq(invoices.status, "stamping")))
      .returning();
    return row;
  },

  /**
   * Lets go of a claim the provider stamped nothing for, so the order may be invoiced again; only
   * while it is still `claim`, the one the caller took (a settler may have taken it since).
   */
  async deleteStamping(db: Db, id: string, claim: string): Promise<void> {
    await db
      .delete(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.status, "stamping"), sameClaim(claim)));
  },

  /**
   * Takes up to `limit` claims taken longer than STAMPING_STALE_SECONDS ago, oldest first, for the
   * invoice settler: FOR UPDATE SKIP LOCKED, and claimed_at set to now, so another settler (another
   * process) leaves them alone until they are stale again.
   */
  async claimStale(tx: Db, limit: number): Promise<StampingClaim[]> {
    const taken = tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(
          eq(invoices.status, "stamping"),
          lt(invoices.claimedAt, sql`now() - make_interval(secs => ${STAMPING_STALE_SECONDS})`),
        ),
      )
      .orderBy(asc(invoices.claimedAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    return tx
      .update(invoices)
      .set({ claimedAt: sql`now()` })
      .where(inArray(invoices.id, taken))
      .returning({ ...getTableColumns(invoices), claim: claimText });
  },

  /** active -> cancelled; undefined when it was not active any more (cancelled at the same moment). */
  async markCancelled(
    tx: Db,
    id: string,
    cancellation: { reason: CancellationReason; replacementUuid: string | null },
  ): Promise<InvoiceRow | undefined> {
    const [row] = await tx
      .update(invoices)
      .set({
        status: "cancelled",
        cancellationReason: cancellation.reason,
        replacementUuid: cancellation.replacementUuid,
        cancelledAt: sql`now()`,
      })
      .where(and(eq(invoices.id, id), eq(invoices.status, "active")))
      .returning();
    return row;
  },

  /** The stamped invoices of a shopper's orders, oldest first, for "Download my data". */
  async ofShopper(db: Db, userId: string) {
    const rows = await db
      .select({
        orderId: invoices.orderId,
        series: invoices.series,
        folio: invoices.folio,
        uuid: invoices.uuid,
        status: invoices.status,
        receiver: invoices.receiver,
        stampedAt: invoices.stampedAt,
        cancelledAt: invoices.cancelledAt,
      })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(and(eq(orders.userId, userId), inArray(invoices.status, ["active", "cancelled"])))
      .orderBy(asc(invoices.folio));
    return rows.flatMap(({ uuid, stampedAt, status, receiver, ...row }) =>
      uuid && stampedAt && status !== "stamping"
        ? [{ ...row, receiver: pickFiscalData(receiver as FiscalDataInput), uuid, stampedAt, status }]
        : [],
    );
  },
};
