import type { OrderActor, OrderStatus } from "@hogar/shared";
import { and, asc, count, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orderEvents } from "../../db/schema/index.ts";

export type OrderEventRow = typeof orderEvents.$inferSelect;

export interface NewOrderEvent {
  orderId: string;
  /** Null for the shop itself (checkout, the settler). */
  actorId: string | null;
  actorRole: OrderActor;
  /** Null for the order's first event, "placed". */
  from: OrderStatus | null;
  to: OrderStatus;
  note?: string | null;
  /** What the change gave back, in centavos; left out when it gave nothing back. */
  refundedCents?: number;
}

/**
 * The order's timeline (docs/product.md 70). Written in the transaction of the change it records,
 * so a change that rolls back leaves no event and one that commits always has one.
 */
export const orderEventsRepository = {
  async record(tx: Db, event: NewOrderEvent): Promise<void> {
    await tx.insert(orderEvents).values({
      orderId: event.orderId,
      actorId: event.actorId,
      actorRole: event.actorRole,
      fromStatus: event.from,
      toStatus: event.to,
      note: event.note ?? null,
      refundedCents: event.refundedCents || null,
    });
  },

  /**
   * How many staff refunds the order has had: the changes that gave money back and left the status
   * as it was (docs/product.md 119). The next one's refund key takes the next number.
   */
  async staffRefundCount(db: Db, orderId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(orderEvents)
      .where(
        and(
          eq(orderEvents.orderId, orderId),
          isNotNull(orderEvents.refundedCents),
          sql`${orderEvents.fromStatus} = ${orderEvents.toStatus}`,
        ),
      );
    return row?.n ?? 0;
  },

  /** Oldest first. Each change is its own transaction, so no two events of an order share a time. */
  async timeline(db: Db, orderId: string): Promise<OrderEventRow[]> {
    return db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  },
};
