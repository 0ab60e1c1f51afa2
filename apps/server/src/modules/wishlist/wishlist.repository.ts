import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { products, wishlistItems } from "../../db/schema/index.ts";
import type { SavedProductRow } from "../cart/saved-product.ts";
import { productColumns } from "../catalog/catalog.repository.ts";

/** Wishlists. Writes take the transaction they run in (or the database) first. */
export function createWishlistRepository(db: Db) {
  const item = (userId: string, productId: string) =>
    and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId));

  return {
    async items(userId: string): Promise<SavedProductRow[]> {
      const rows = await db
        .select({ ...productColumns, archived: products.archived })
        .from(wishlistItems)
        .innerJoin(products, eq(products.id, wishlistItems.productId))
        .where(eq(wishlistItems.userId, userId))
        .orderBy(asc(wishlistItems.addedAt), asc(wishlistItems.productId));
      return rows as SavedProductRow[];
    },

    async countOf(tx: Db, userId: string): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, userId));
      return row?.n ?? 0;
    },

    async contains(tx: Db, userId: string, productId: string): Promise<boolean> {
      const found = await tx
        .select({ productId: wishlistItems.productId })
        .from(wishlistItems)
        .where(item(userId, productId));
      return found.length > 0;
    },

    async add(tx: Db, userId: string, productId: string) {
      await tx.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
    },

    async remove(tx: Db, userId: string, productId: string) {
      await tx.delete(wishlistItems).where(item(userId, productId));
    },
  };
}
