import type { OrderStatus } from "@hogar/shared";
import { and, eq, getTableColumns, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders, returnRequests } from "../../db/schema/index.ts";
import { orderStockRepository } from "./order-stock.repository.ts";
import type { OrderRow } from "./orders.repository.ts";

export type ReturnRequestRow = typeof returnRequests.$inferSelect;
export type OrderChanges = Partial<typeof orders.$inferInsert>;

/** A returned line as return_requests.lines keeps it. */
export interface ReturnLine {
  productId: string;
  /** For a line bought as a variant; absent otherwise (and in requests made before variants). */
  variantId?: string | null;
  quantity: number;
}

/**
 * A claim older than this is taken to belong to a request that died while the provider answered
 * (or after it refunded). Only a refunding change of the same kind may take it over: the order is
 * still in the status that change starts from, so it sends the same refund key and the provider
 * answers with the first refund (docs/product.md 71, 74; docs/decisions/012).
 */
export const CLAIM_STALE_SECONDS = 120;

/** Nobody holds the order, a change holds it now, or a change that held it did not finish. */
export type ClaimState = "free" | "held" | "stale";

// Judged by the database's clock, the one that wrote the claim, never by this process's.
const claimIsStale = () =>
  lt(orders.changeClaimedAt, sql`now() - make_interval(secs => ${CLAIM_STALE_SECONDS})`);

const claimStateOf = sql<ClaimState>`case when ${orders.changeClaimedAt} is null then 'free' when ${claimIsStale()} then 'stale' else 'held' end`;

/** A claim as PostgreSQL writes it (exact to the microsecond), to release or use only that claim. */
const claimedAtText = sql<string>`${orders.changeClaimedAt}::text`;

function sameClaim(claim: string): SQL {
  return sql`${orders.changeClaimedAt} = ${claim}::timestamptz`;
}

/**
 * SQL for the order's changes after payment. Every change is one conditional UPDATE on the order's
 * current status (docs/product.md 70-71): of two at once, the second finds the status changed and
 * updates nothing. Writes take the transaction they run in first.
 */
export const orderLifecycleRepository = {
  async find(db: Db, id: string): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    return row;
  },

  /**
   * The order's status, whether a change holds it and what its claim's refund asked for: for the
   * answer to a change that did not happen, and the back office's warning of one left unfinished.
   */
  async changeState(
    db: Db,
    id: string,
  ): Promise<{ status: OrderStatus; claim: ClaimState; claimRefundCents: number | null } | undefined> {
    const [row] = await db
      .select({ status: orders.status, claim: claimStateOf, claimRefundCents: orders.changeClaimRefundCents })
      .from(orders)
      .where(eq(orders.id, id));
    return row;
  },

  /**
   * Holds an order in `from` for a change that calls the payment provider, so no other change
   * starts while the provider answers. A stale claim is taken over: in `from` the refunding change,
   * and so its refund key, is the same one. Returns the order and the claim, or undefined when the
   * order is not in `from` (or not `ownerId`'s), or a live claim holds it.
   */
  async claim(
    db: Db,
    id: string,
    from: OrderStatus,
    ownerId?: string,
  ): Promise<(OrderRow & { claim: string }) | undefined> {
    const [row] = await db
      .update(orders)
      .set({
        changeClaimedAt: sql`clock_timestamp()`,
        // A stale claim taken over keeps the amount its refund asked for; a new claim starts without.
        changeClaimRefundCents: sql`case when ${orders.changeClaimedAt} is null then null else ${orders.changeClaimRefundCents} end`,
      })
      .where(
        and(
          eq(orders.id, id),
          eq(orders.status, from),
          ownerId ? eq(orders.userId, ownerId) : undefined,
          or(isNull(orders.changeClaimedAt), claimIsStale()),
        ),
      )
      .returning({ ...getTableColumns(orders), claim: claimedAtText });
    return row;
  },

  /**
   * Writes what the claim's refund asks for, before the provider is called; false when the claim is
   * no longer this change's.
   */
  async recordClaimRefund(db: Db, id: string, claim: string, cents: number): Promise<boolean> {
    const rows = await db
      .update(orders)
      .set({ changeClaimRefundCents: cents })
      .where(and(eq(orders.id, id), sameClaim(claim)))
      .returning({ id: orders.id });
    return rows.length === 1;
  },

  /** Lets go of a claim (nothing was refunded), unless it was taken over already. */
  async release(db: Db, id: string, claim: string): Promise<void> {
    await db
      .update(orders)
      .set({ changeClaimedAt: null, changeClaimRefundCents: null })
      .where(and(eq(orders.id, id), sameClaim(claim)));
  },

  /**
   * from -> to with `changes` (and `refundedCents` more given back), only while the order is in
   * `from` and either `claim` is the hold this change took (which it lets go of) or, for a change
   * without one, nobody holds it: not even a stale claim, whose refund may be on the provider's
   * books already, so nobody ships an order whose money is back. Undefined when that is not so.
   */
  async move(
    tx: Db,
    id: string,
    from: OrderStatus,
    to: OrderStatus,
    {
      changes = {},
      refundedCents = 0,
      ownerId,
      claim,
    }: { changes?: OrderChanges; refundedCents?: number; ownerId?: string; claim?: string },
  ): Promise<OrderRow | undefined> {
    const [row] = await tx
      .update(orders)
      .set({
        ...changes,
        status: to,
        refundedCents: sql`${orders.refundedCents} + ${refundedCents}`,
        changeClaimedAt: null,
        changeClaimRefundCents: null,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(orders.id, id),
          eq(orders.status, from),
          ownerId ? eq(orders.userId, ownerId) : undefined,
          claim ? sameClaim(claim) : isNull(orders.changeClaimedAt),
        ),
      )
      .returning();
    return row;
  },

  /** Gives stock back for what came back: a product archived since takes it too, for a restore. */
  async returnStock(tx: Db, lines: ReturnLine[]): Promise<void> {
    // A variant's stock and its product's, in checkout's order, so two changes never wait on each other.
    await orderStockRepository.giveBack(tx, lines);
  },

  async findReturnRequest(db: Db, orderId: string): Promise<ReturnRequestRow | undefined> {
    const [row] = await db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId));
    return row;
  },

  /** One request per order: undefined when the order has had one already. */
  async insertReturnRequest(
    tx: Db,
    request: { orderId: string; lines: ReturnLine[]; reason: string },
  ): Promise<ReturnRequestRow | undefined> {
    const [row] = await tx.insert(returnRequests).values(request).onConflictDoNothing().returning();
    return row;
  },

  async decideReturnRequest(
    tx: Db,
    orderId: string,
    decision: { status: "approved" | "refused"; refundCents: number | null; decisionNote: string | null },
  ): Promise<void> {
    await tx
      .update(returnRequests)
      .set({ ...decision, decidedAt: sql`now()` })
      .where(and(eq(returnRequests.orderId, orderId), eq(returnRequests.status, "requested")));
  },
};
