import { LIST_FULL_MESSAGES, WISHLIST_MAX, type Wishlist } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { unavailableReason } from "../cart/saved-product.ts";
import { createCatalogRepository } from "../catalog/catalog.repository.ts";
import { toProduct } from "../catalog/product-view.ts";
import { createUsersRepository } from "../users/users.repository.ts";
import { createWishlistRepository } from "./wishlist.repository.ts";

export function createWishlistService(db: Db) {
  const wishlist = createWishlistRepository(db);
  const catalog = createCatalogRepository(db);
  const users = createUsersRepository(db);

  async function get(userId: string): Promise<Wishlist> {
    const rows = await wishlist.items(userId);
    return {
      items: rows.map((row) => {
        const reason = unavailableReason(row);
        return { product: toProduct(row), available: reason === null, unavailableReason: reason };
      }),
    };
  }

  return {
    get,

    /** Adding a product already there changes nothing, even when the wishlist is full. */
    async add(userId: string, productId: string): Promise<Wishlist> {
      if (!(await catalog.findOnSale(productId)))
        throw new AppError("not_found", m.server_product_not_found());
      await db.transaction(async (tx) => {
        // Counted under the shopper's lock, so two requests at once cannot both pass the cap.
        await users.lockForListChange(tx, userId);
        const full =
          (await wishlist.countOf(tx, userId)) >= WISHLIST_MAX &&
          !(await wishlist.contains(tx, userId, productId));
        if (full) throw new AppError("conflict", LIST_FULL_MESSAGES.wishlist());
        await wishlist.add(tx, userId, productId);
      });
      return get(userId);
    },

    async remove(userId: string, productId: string): Promise<Wishlist> {
      await wishlist.remove(db, userId, productId);
      return get(userId);
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
