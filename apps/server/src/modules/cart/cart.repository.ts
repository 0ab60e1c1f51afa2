import { and, asc, eq, gte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cartItems, products } from "../../db/schema/index.ts";
import { productColumns } from "../catalog/catalog.repository.ts";
import type { SavedProductRow } from "./saved-product.ts";

/** The product is already a line of the cart, or the cart has fewer than `max` lines. */
function roomFor(userId: string, productId: string, max: number): SQL {
  return sql`(exists (select 1 from ${cartItems} where ${cartItems.userId} = ${userId} and ${cartItems.productId} = ${productId})
    or (select count(*) from ${cartItems} where ${cartItems.userId} = ${userId}) < ${max})`;
}

/** Carts. Writes take the transaction they run in (or the database) first. */
export function createCartRepository(db: Db) {
  // Prepared once: every cart change answers with the whole cart.
  const linesOf = db
    .select({ ...productColumns, archived: products.archived, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, sql.placeholder("userId")))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId))
    .prepare("hogar_cart_lines");

  return {
    /** Lines in the order they were added, with the product as it is now (archived ones too). */
    async lines(userId: string): Promise<(SavedProductRow & { quantity: number })[]> {
      return (await linesOf.execute({ userId })) as (SavedProductRow & { quantity: number })[];
    },

    /**
     * Adds the line or sets its quantity, in one statement, only when the product is on sale with
     * that much stock and the cart has room for it (fewer than `maxLines` lines, or the product is
     * one of them); false when not (nothing written). The count is exact only while the caller holds
     * the shopper's lock.
     */
    async setQuantityIfInStock(
      tx: Db,
      userId: string,
      productId: string,
      quantity: number,
      maxLines: number,
    ): Promise<boolean> {
      const written = await tx
        .insert(cartItems)
        .select(
          tx
            .select({
              userId: sql`${userId}::uuid`.as("user_id"),
              productId: products.id,
              quantity: sql`${quantity}::int`.as("quantity"),
              addedAt: sql`now()`.as("added_at"),
              updatedAt: sql`now()`.as("updated_at"),
            })
            .from(products)
            .where(
              and(
                eq(products.id, productId),
                eq(products.archived, false),
                gte(products.stock, quantity),
                roomFor(userId, productId, maxLines),
              ),
            ),
        )
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productId],
          set: { quantity, updatedAt: sql`now()` },
        })
        .returning({ productId: cartItems.productId });
      return written.length > 0;
    },

    async hasRoomFor(tx: Db, userId: string, productId: string, maxLines: number): Promise<boolean> {
      const lines = await tx
        .select({ productId: cartItems.productId })
        .from(cartItems)
        .where(eq(cartItems.userId, userId));
      return lines.length < maxLines || lines.some((line) => line.productId === productId);
    },

    async remove(tx: Db, userId: string, productId: string) {
      await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
    },
  };
}
