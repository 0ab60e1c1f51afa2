import { LIST_FULL_MESSAGES, WISHLIST_MAX, type Wishlist } from "@hogar/shared";
import { cartLine } from "@hogar/shared/cart-rules";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { lineProduct, savedLineArchived, savedVariant } from "../cart/saved-product.ts";
import { findChoice } from "../cart/variant-choice.repository.ts";
import { checkChoice } from "../cart/variant-choice.ts";
import { createUsersRepository } from "../users/users.repository.ts";
import { createWishlistRepository } from "./wishlist.repository.ts";

export function createWishlistService(db: Db) {
  const wishlist = createWishlistRepository(db);
  const users = createUsersRepository(db);

  async function get(userId: string): Promise<Wishlist> {
    const rows = await wishlist.items(userId);
    return {
      items: rows.map((row) => {
        // Judged as a cart line of one: the variant's price and stock for an item with one.
        const { product, variant, available, unavailableReason } = cartLine(
          lineProduct(row),
          1,
          savedLineArchived(row),
          savedVariant(row),
        );
        return { product, variant, available, unavailableReason };
      }),
    };
  }

  return {
    get,

    /**
     * Adds the product (the variant chosen, for a product with variants). Adding an item already
     * there changes nothing, even when the wishlist is full.
     */
    async add(userId: string, productId: string, variantId: string | null = null): Promise<Wishlist> {
      checkChoice(await findChoice(db, productId, variantId), productId, variantId);
      await db.transaction(async (tx) => {
        // Counted under the shopper's lock, so two requests at once cannot both pass the cap.
        await users.lockForListChange(tx, userId);
        const full =
          (await wishlist.countOf(tx, userId)) >= WISHLIST_MAX &&
          !(await wishlist.contains(tx, userId, productId, variantId));
        if (full) throw new AppError("conflict", LIST_FULL_MESSAGES.wishlist());
        await wishlist.add(tx, userId, productId, variantId);
      });
      return get(userId);
    },

    async remove(userId: string, productId: string, variantId: string | null = null): Promise<Wishlist> {
      await wishlist.remove(db, userId, productId, variantId);
      return get(userId);
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
