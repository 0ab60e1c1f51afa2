import type { OrderActor, OrderStatus } from "@hogar/shared";
import { asc, eq } from "drizzle-orm";
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
    });
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
