import type { Wishlist } from "@hogar/shared";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { unavailableReason } from "../cart/saved-product.ts";
import { createCatalogRepository } from "../catalog/catalog.repository.ts";
import { toProduct } from "../catalog/product-view.ts";
import { createWishlistRepository } from "./wishlist.repository.ts";

export function createWishlistService(db: Db) {
  const wishlist = createWishlistRepository(db);
  const catalog = createCatalogRepository(db);

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

    async add(userId: string, productId: string): Promise<Wishlist> {
      if (!(await catalog.findOnSale(productId))) throw new AppError("not_found", "Product not found");
      await wishlist.add(userId, productId);
      return get(userId);
    },

    async remove(userId: string, productId: string): Promise<Wishlist> {
      await wishlist.remove(userId, productId);
      return get(userId);
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
