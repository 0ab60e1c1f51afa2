import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cartItems, products } from "../../db/schema/index.ts";
import { productColumns } from "../catalog/catalog.repository.ts";
import type { SavedProductRow } from "./saved-product.ts";

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
     * that much stock; false when it is not (nothing written).
     */
    async setQuantityIfInStock(userId: string, productId: string, quantity: number): Promise<boolean> {
      const written = await db
        .insert(cartItems)
        .select(
          db
            .select({
              userId: sql`${userId}::uuid`.as("user_id"),
              productId: products.id,
              quantity: sql`${quantity}::int`.as("quantity"),
              addedAt: sql`now()`.as("added_at"),
              updatedAt: sql`now()`.as("updated_at"),
            })
            .from(products)
            .where(
              and(eq(products.id, productId), eq(products.archived, false), gte(products.stock, quantity)),
            ),
        )
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productId],
          set: { quantity, updatedAt: sql`now()` },
        })
        .returning({ productId: cartItems.productId });
      return written.length > 0;
    },

    async remove(userId: string, productId: string) {
      await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
    },
  };
}
