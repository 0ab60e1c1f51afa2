import { DELIVERY_DAYS, deliveryDate, type OrderStatus, type PayLater } from "@hogar/shared";
import { and, asc, desc, eq, getTableColumns, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { runPrepared } from "../../db/prepared.ts";
import { orderEvents, orderLines, orders, paymentEvents, users } from "../../db/schema/index.ts";
import { promotionsRepository } from "../promotions/promotions.repository.ts";
import { NOT_PLACED_REASONS } from "./order-failure-reasons.ts";
import { orderStockRepository } from "./order-stock.repository.ts";
import {
  boughtRemoval,
  createOrderStatements,
  type OrderToPlace,
  type OrderTotals,
  totalsWithLinesValues,
} from "./orders.statements.ts";
import type { OrdersCursor } from "./orders-cursor.ts";

export type OrderRow = typeof orders.$inferSelect;

// A cancellation after payment has no failure reason: coalesce keeps "not (... and null)" from
// being null, which would hide the order.
const notDeclined = sql`not (${orders.status} = 'cancelled' and ${inArray(sql`coalesce(${orders.failureReason}, '')`, [...NOT_PLACED_REASONS])})`;
export type OrderLineRow = typeof orderLines.$inferSelect;

/** The statuses an order may be paid from: the card's "placed", and an OXXO or SPEI order's "awaiting_payment". */
export type UnpaidStatus = Extract<OrderStatus, "placed" | "awaiting_payment">;

/** `status` when an order in it may still be paid; undefined once it was paid or cancelled. */
export function unpaidStatus(status: OrderStatus): UnpaidStatus | undefined {
  return status === "placed" || status === "awaiting_payment" ? status : undefined;
}

/**
 * What paying an order from `from` changes in its row. An order paid at OXXO or by SPEI is delivered
 * counting from today, the day it is paid: the day promised when it was placed may have passed
 * (docs/product.md 86). A claim taken to cancel it unpaid is over: that change fails on the status.
 */
export function paidChanges(order: Pick<OrderRow, "delivery">, paymentId: string, from: UnpaidStatus) {
  return {
    status: "paid" as const,
    paymentId,
    changeClaimedAt: null,
    ...(from === "awaiting_payment"
      ? { deliveryDate: deliveryDate(new Date(), DELIVERY_DAYS[order.delivery]) }
      : {}),
  };
}
export type PaidChanges = ReturnType<typeof paidChanges>;

/** A job written with a change of the order, if the order still names `userId` (its mail's shopper). */
interface QueuedJob {
  kind: string;
  payload: unknown;
  userId: string;
}

/** How to pay an OXXO or SPEI order, as orders.pay_later keeps it (its amount is the order's total). */
export type StoredPayLater = Omit<PayLater, "amount">;

/**
 * Marks up to `limit` orders that are `due` and not claimed in the last `claimSeconds` as taken by
 * this settler, `first` first. FOR UPDATE SKIP LOCKED passes over orders another settler is taking
 * at this moment, and the mark keeps every settler off them for `claimSeconds` more.
 */
function claimForSettling(
  tx: Db,
  {
    due,
    claimSeconds,
    first,
    limit,
  }: { due: SQL | undefined; claimSeconds: number; first: AnyPgColumn; limit: number },
): Promise<OrderRow[]> {
  const claimedLongAgo = sql`now() - make_interval(secs => ${claimSeconds})`;
  const taken = tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(due, or(isNull(orders.settleClaimedAt), lt(orders.settleClaimedAt, claimedLongAgo))))
    .orderBy(asc(first))
    .limit(limit)
    .for("update", { skipLocked: true });
  return tx.update(orders).set({ settleClaimedAt: sql`now()` }).where(inArray(orders.id, taken)).returning();
}

/**
 * Every write takes the transaction it runs in (or the database) first, so a checkout step is all
 * or nothing.
 */
export function createOrdersRepository(db: Db) {
  const statements = createOrderStatements(db);

  /**
   * A cart order's lines bought, out of its shopper's cart (docs/product.md 28): once paid by
   * card, or once an OXXO or SPEI order awaits its payment, so the same cart is not checked out
   * twice. Product orders leave the cart alone.
   */
  async function removeBoughtFromCart(
    tx: Db,
    order: Pick<OrderRow, "id" | "source" | "userId">,
  ): Promise<void> {
    if (order.source !== "cart" || !order.userId) return;
    await tx.execute(boughtRemoval({ id: order.id, userId: order.userId }));
  }

  return {
    /**
     * What the shopper's other orders (another idempotency key than `key`) still hold: cart orders
     * being paid for, and orders waiting for an OXXO or SPEI payment, placed ones included
     * (docs/product.md 118). Read under the shopper's lock, before the cart is.
     */
    async checkoutsUnderWay(
      tx: Db,
      userId: string,
      key: string,
    ): Promise<{ cartBeingPaid: number; payLaterOpen: number }> {
      const [row] = await tx
        .select({
          cartBeingPaid: sql<number>`(count(*) filter (where ${orders.source} = 'cart' and ${orders.status} = 'placed'))::int`,
          payLaterOpen: sql<number>`(count(*) filter (where ${orders.paymentMethod} <> 'card'))::int`,
        })
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            inArray(orders.status, ["placed", "awaiting_payment"]),
            sql`${orders.idempotencyKey} <> ${key}`,
          ),
        );
      return row ?? { cartBeingPaid: 0, payLaterOpen: 0 };
    },

    async findByKey(userId: string, key: string): Promise<OrderRow | undefined> {
      const [row] = await statements.orderByKey.execute({ userId, key });
      return row;
    },

    async find(id: string, tx: Db = db): Promise<OrderRow | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id));
      return row;
    },

    /**
     * Claims the idempotency key and writes the order with its first timeline entry ("placed" by
     * its shopper), in one statement; undefined when another request holds the key already, and
     * then nothing is written.
     */
    async insertPlaced(tx: Db, order: OrderToPlace): Promise<string | undefined> {
      const [row] = await runPrepared(statements.placing, tx, order);
      return row?.id;
    },

    /**
     * The shopper's address and, when `cardId` is given, their card, read together; undefined when
     * the address is not theirs, and a null card when the card is not.
     */
    async ownAddressAndCard(tx: Db, userId: string, addressId: string, cardId: string | undefined) {
      const [row] = await runPrepared(statements.addressAndCard, tx, {
        userId,
        addressId,
        cardId: cardId ?? null,
      });
      return row;
    },

    /** The products' covers and the variants' own pictures, in their order (the cover is never a variant's). */
    async linePictures(tx: Db, lines: { productId: string; variantId: string | null }[]) {
      return runPrepared(statements.picturesOfLines, tx, {
        productIds: lines.map((line) => line.productId),
        variantIds: lines.flatMap((line) => (line.variantId ? [line.variantId] : [])),
      });
    },

    /**
     * The order's lines and, in the same statement, its totals once they are taken, with the IVA the
     * total contains (docs/product.md 82). Returns the order.
     */
    async setTotalsWithLines(
      tx: Db,
      id: string,
      totals: OrderTotals,
      lines: OrderLineRow[],
    ): Promise<OrderRow | undefined> {
      const values = totalsWithLinesValues(id, totals, lines);
      const [row] = await runPrepared(statements.totalsWithLinesOf(lines.length), tx, values);
      return row;
    },

    async setPaymentId(tx: Db, id: string, paymentId: string) {
      await runPrepared(statements.paymentIdSet, tx, { id, paymentId });
    },

    /**
     * `from` -> paid with `changes` (paidChanges), in one statement with what the change writes
     * besides: its timeline entry by the shop, the job `queued` (its confirmation) while the paid
     * order still names the shopper it was written for, and for a cart order leaving "placed" the
     * cart lines bought removed. A cart order awaiting payment emptied them when it began to
     * (markAwaitingPayment's caller), and lines added since stay. Returns the paid order; undefined
     * when it was no longer `from`, and then nothing is written.
     */
    async markPaid(
      tx: Db,
      order: OrderRow,
      changes: PaidChanges,
      from: UnpaidStatus,
      queued?: QueuedJob,
    ): Promise<OrderRow | undefined> {
      const emptiesCart = from === "placed" && order.source === "cart";
      const statement = statements.paying(
        changes.deliveryDate !== undefined,
        queued !== undefined,
        emptiesCart,
      );
      const [row] = await runPrepared(statement, tx, {
        id: order.id,
        from,
        paymentId: changes.paymentId,
        deliveryDate: changes.deliveryDate ?? null,
        kind: queued?.kind ?? null,
        payload: queued ? JSON.stringify(queued.payload) : null,
        userId: queued?.userId ?? null,
      });
      return row;
    },

    removeBoughtFromCart,

    /**
     * `from` -> cancelled, giving back the stock it held, and returning the
     * cancelled order; undefined when it was settled already.
     */
    async cancel(tx: Db, orderId: string, reason: string, from: UnpaidStatus): Promise<OrderRow | undefined> {
      const [cancelled] = await tx
        .update(orders)
        // A shopper's or admin's cancel under way (its claim) fails on the status now.
        .set({ status: "cancelled", failureReason: reason, changeClaimedAt: null, updatedAt: sql`now()` })
        .where(and(eq(orders.id, orderId), eq(orders.status, from)))
        .returning();
      if (!cancelled) return undefined;
      // Never paid: its use of a promotion code is given back (docs/product.md 103).
      await promotionsRepository.giveBack(tx, orderId);
      await orderStockRepository.giveBackOrder(tx, orderId);
      return cancelled;
    },

    /**
     * placed -> awaiting_payment with how to pay it and until when (docs/product.md 86); undefined
     * when it is no longer placed (a settler finished it).
     */
    async markAwaitingPayment(
      tx: Db,
      orderId: string,
      payment: { paymentId: string; payLater: StoredPayLater; expiresAt: Date },
    ): Promise<OrderRow | undefined> {
      const [row] = await tx
        .update(orders)
        .set({
          status: "awaiting_payment",
          paymentId: payment.paymentId,
          payLater: payment.payLater,
          paymentExpiresAt: payment.expiresAt,
          // A settler's claim on the placed order is over: the expiry must not wait for it to lapse.
          settleClaimedAt: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(orders.id, orderId), eq(orders.status, "placed")))
        .returning();
      return row;
    },

    /**
     * Records a payment webhook's event id, in the transaction that acts on it (docs/product.md
     * 87): false when it was recorded before (a repeated delivery), so it is acted on once.
     */
    async recordPaymentEvent(
      tx: Db,
      event: { id: string; provider: string; type: string; orderId: string },
    ): Promise<boolean> {
      const [row] = await tx
        .insert(paymentEvents)
        .values(event)
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      return row !== undefined;
    },

    async paymentEventSeen(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: paymentEvents.id })
        .from(paymentEvents)
        .where(eq(paymentEvents.id, id));
      return row !== undefined;
    },

    /** Whether the order was ever paid: its timeline has the change to "paid". */
    async wasPaid(tx: Db, orderId: string): Promise<boolean> {
      const [row] = await tx
        .select({ orderId: orderEvents.orderId })
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, "paid")))
        .limit(1);
      return row !== undefined;
    },

    /** The order, locked until the transaction ends, so a webhook and the settler take turns. */
    async findForUpdate(tx: Db, id: string): Promise<OrderRow | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
      return row;
    },

    /**
     * Money of a cancelled order given back (a payment that came after it expired): added to what
     * was refunded, never past the total (the check on orders.refunded_cents).
     */
    async addLateRefund(tx: Db, orderId: string, cents: number): Promise<OrderRow | undefined> {
      const [row] = await tx
        .update(orders)
        .set({
          refundedCents: sql`least(${orders.totalCents}, ${orders.refundedCents} + ${cents})`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(orders.id, orderId), eq(orders.status, "cancelled")))
        .returning();
      return row;
    },

    async lines(orderIds: string[], tx: Db = db): Promise<OrderLineRow[]> {
      if (orderIds.length === 0) return [];
      return tx.select().from(orderLines).where(inArray(orderLines.orderId, orderIds));
    },

    /**
     * Who placed an order: whom its mail goes to, in the language they picked (null: the order's),
     * and the phone on their account for the back office. Undefined once the account is deleted.
     */
    async shopper(
      tx: Db,
      userId: string | null,
    ): Promise<Pick<typeof users.$inferSelect, "email" | "name" | "phone" | "locale"> | undefined> {
      if (!userId) return undefined;
      const [row] = await tx
        .select({ email: users.email, name: users.name, phone: users.phone, locale: users.locale })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /**
     * One page of the shopper's orders, newest first, after `cursor` when given; each row with its
     * created_at as text (exact to the microsecond), for the next page's cursor. A declined payment
     * makes no order for the shopper: those rows stay only to answer retries.
     */
    page(
      userId: string,
      limit: number,
      cursor?: OrdersCursor,
    ): Promise<(OrderRow & { createdAtText: string })[]> {
      return db
        .select({ ...getTableColumns(orders), createdAtText: sql<string>`${orders.createdAt}::text` })
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            notDeclined,
            cursor
              ? sql`(${orders.createdAt}, ${orders.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
    },

    async findShown(userId: string, id: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.userId, userId), notDeclined));
      return row;
    },

    /**
     * Takes up to `limit` orders still "placed" `olderThanSeconds` after they were placed (their
     * request died between the checkout steps) and marks them taken. FOR UPDATE SKIP LOCKED passes
     * over orders another settler is taking at this moment, and the mark makes every settler leave
     * them alone for `olderThanSeconds` more, so two processes never settle the same order; one that
     * died while settling leaves its orders to be taken again after that.
     */
    async claimStale(tx: Db, olderThanSeconds: number, limit: number): Promise<OrderRow[]> {
      const longAgo = sql`now() - make_interval(secs => ${olderThanSeconds})`;
      return claimForSettling(tx, {
        due: and(eq(orders.status, "placed"), lt(orders.createdAt, longAgo)),
        claimSeconds: olderThanSeconds,
        first: orders.createdAt,
        limit,
      });
    },

    /**
     * Takes up to `limit` orders awaiting a payment whose deadline has passed (docs/product.md 86),
     * as claimStale takes placed ones: FOR UPDATE SKIP LOCKED, and a mark that keeps other settlers
     * off them for `claimSeconds`.
     */
    async claimExpired(tx: Db, claimSeconds: number, limit: number): Promise<OrderRow[]> {
      return claimForSettling(tx, {
        due: and(eq(orders.status, "awaiting_payment"), lt(orders.paymentExpiresAt, sql`now()`)),
        claimSeconds,
        first: orders.paymentExpiresAt,
        limit,
      });
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
