import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { products, wishlistItems } from "../../db/schema/index.ts";
import type { SavedProductRow } from "../cart/saved-product.ts";
import { productColumns } from "../catalog/catalog.repository.ts";

export function createWishlistRepository(db: Db) {
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

    async add(userId: string, productId: string) {
      await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
    },

    async remove(userId: string, productId: string) {
      await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
    },
  };
}
