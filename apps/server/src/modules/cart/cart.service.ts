import { type Cart, LIST_FULL_MESSAGES, type ShippingRule } from "@hogar/shared";
import { cartLine, cartTotals } from "@hogar/shared/cart-rules";
import { m } from "@hogar/shared/messages";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { createCartRepository } from "./cart.repository.ts";
import { lineProduct, savedLineArchived, savedVariant } from "./saved-product.ts";
import { findChoice } from "./variant-choice.repository.ts";
import { checkChoice } from "./variant-choice.ts";

export function createCartService(db: Db, shipping: ShippingRule) {
  const cart = createCartRepository(db);

  /**
   * True when written; a new line past the cap is refused with the cart-full conflict. One
   * statement, in no transaction: the database counts the lines (docs/decisions/026).
   */
  async function write(userId: string, productId: string, variantId: string | null, quantity: number) {
    const written = await cart.setQuantityIfInStock(userId, productId, variantId, quantity);
    if (written === "full") throw new AppError("conflict", LIST_FULL_MESSAGES.cart());
    return written === "written";
  }

  /** The server's cart: current prices and stock (the variant's for a line with one); totals over the lines that can be bought. */
  async function get(userId: string): Promise<Cart> {
    const lines = (await cart.lines(userId)).map((row) =>
      cartLine(lineProduct(row), row.quantity, savedLineArchived(row), savedVariant(row)),
    );
    return { lines, ...cartTotals(lines, shipping) };
  }

  return {
    get,

    /**
     * Adds the product (the variant chosen, for a product with variants) or sets its line's
     * quantity: 1 to 50 (checked by the route) and never above the stock.
     */
    async setQuantity(
      userId: string,
      productId: string,
      quantity: number,
      variantId: string | null = null,
    ): Promise<Cart> {
      // The usual case is one write; only a refused write reads the product to say why.
      if (!(await write(userId, productId, variantId, quantity))) {
        const sold = checkChoice(await findChoice(db, productId, variantId), productId, variantId);
        if (sold.stock === 0) throw new AppError("invalid", m.server_sold_out({ name: sold.name }));
        if (quantity > sold.stock) {
          throw new AppError("invalid", m.server_only_left({ stock: sold.stock, name: sold.name }));
        }
        // Restocked between the two statements: try once more.
        if (!(await write(userId, productId, variantId, quantity))) {
          throw new AppError("conflict", m.server_stock_just_changed({ name: sold.name }));
        }
      }
      return get(userId);
    },

    async remove(userId: string, productId: string, variantId: string | null = null): Promise<Cart> {
      await cart.remove(db, userId, productId, variantId);
      return get(userId);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
