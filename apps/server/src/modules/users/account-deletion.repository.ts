import type { OrderStatus } from "@hogar/shared/order-lifecycle";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  accounts,
  addresses,
  cards,
  cartItems,
  orders,
  sessions,
  users,
  viewHistory,
  wishlistItems,
} from "../../db/schema/index.ts";

const ORDERS_UNDER_WAY: OrderStatus[] = ["placed", "awaiting_payment", "paid", "shipped", "return_requested"];

/**
 * What deleting an account writes (docs/product.md 61). Every method takes the deletion's
 * transaction first: the account goes all at once or not at all.
 */
export function createAccountDeletionRepository() {
  return {
    /** The payment provider's tokens of the shopper's saved cards, to be forgotten with them. */
    async cardTokens(tx: Db, userId: string) {
      return tx
        .select({ provider: cards.provider, token: cards.providerToken })
        .from(cards)
        .where(eq(cards.userId, userId));
    },

    /**
     * The shopper's orders still under way, oldest first: placed or awaiting payment (a voucher or
     * transfer can still be paid), paid or shipped (goods to deliver), or with a return asked for.
     */
    async ordersUnderWay(tx: Db, userId: string): Promise<{ id: string }[]> {
      return tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, userId), inArray(orders.status, ORDERS_UNDER_WAY)))
        .orderBy(orders.createdAt);
    },

    /**
     * Keeps the shopper's orders for the shop's books without who they were: no account, no card
     * reference, and the delivery copy without name, street or phone (postal code and country stay,
     * which is where the goods went, not who received them).
     */
    async anonymizeOrders(tx: Db, userId: string) {
      await tx
        .update(orders)
        .set({
          userId: null,
          cardId: null,
          shippingAddress: sql`${orders.shippingAddress} || '{"fullName": "", "streetAndNumber": "", "street": "", "exteriorNumber": "", "interiorNumber": "", "phone": "", "instructions": ""}'::jsonb`,
          updatedAt: sql`now()`,
        })
        .where(eq(orders.userId, userId));
    },

    /**
     * Removes the account and everything it owns. The foreign keys would cascade from the user row,
     * but each table is named so a reader (and a future table without the cascade) sees what goes.
     * The count of cart lines (migration 0023, outside the drizzle schema) goes with the user row.
     */
    async removeAccount(tx: Db, userId: string) {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx.delete(accounts).where(eq(accounts.userId, userId));
      await tx.delete(addresses).where(eq(addresses.userId, userId));
      await tx.delete(cards).where(eq(cards.userId, userId));
      await tx.delete(cartItems).where(eq(cartItems.userId, userId));
      await tx.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
      await tx.delete(viewHistory).where(eq(viewHistory.userId, userId));
      await tx.delete(users).where(eq(users.id, userId));
    },
  };
}
