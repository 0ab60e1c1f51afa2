import { asc, count, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { products, productVariants, wishlistItems } from "../../db/schema/index.ts";
import { savedVariantColumns } from "../cart/cart.repository.ts";
import type { SavedLineRow } from "../cart/saved-product.ts";
import { productColumns } from "../catalog/catalog.repository.ts";

/** Wishlists. Writes take the transaction they run in (or the database) first. */
export function createWishlistRepository(db: Db) {
  /** The item of this product and variant (null: the product's own item). */
  const item = (userId: string, productId: string, variantId: string | null): SQL =>
    sql`${wishlistItems.userId} = ${userId} and ${wishlistItems.productId} = ${productId} and ${wishlistItems.variantId} is not distinct from ${variantId}::uuid`;

  return {
    async items(userId: string): Promise<SavedLineRow[]> {
      const rows = await db
        .select({ ...productColumns, archived: products.archived, ...savedVariantColumns })
        .from(wishlistItems)
        .innerJoin(products, eq(products.id, wishlistItems.productId))
        .leftJoin(productVariants, eq(productVariants.id, wishlistItems.variantId))
        .where(eq(wishlistItems.userId, userId))
        .orderBy(asc(wishlistItems.addedAt), asc(wishlistItems.productId), asc(productVariants.position));
      return rows as SavedLineRow[];
    },

    async countOf(tx: Db, userId: string): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, userId));
      return row?.n ?? 0;
    },

    async contains(tx: Db, userId: string, productId: string, variantId: string | null): Promise<boolean> {
      const found = await tx
        .select({ productId: wishlistItems.productId })
        .from(wishlistItems)
        .where(item(userId, productId, variantId));
      return found.length > 0;
    },

    async add(tx: Db, userId: string, productId: string, variantId: string | null) {
      await tx.insert(wishlistItems).values({ userId, productId, variantId }).onConflictDoNothing();
    },

    async remove(tx: Db, userId: string, productId: string, variantId: string | null) {
      await tx.delete(wishlistItems).where(item(userId, productId, variantId));
    },
  };
}
