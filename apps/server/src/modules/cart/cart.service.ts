import { CART_LINES_MAX, type Cart, LIST_FULL_MESSAGES, type ShippingRule } from "@hogar/shared";
import { cartLine, cartTotals } from "@hogar/shared/cart-rules";
import { m } from "@hogar/shared/messages";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { createCatalogRepository } from "../catalog/catalog.repository.ts";
import { toProduct } from "../catalog/product-view.ts";
import { createUsersRepository } from "../users/users.repository.ts";
import { createCartRepository } from "./cart.repository.ts";

export function createCartService(db: Db, shipping: ShippingRule) {
  const cart = createCartRepository(db);
  const catalog = createCatalogRepository(db);
  const users = createUsersRepository(db);

  /** Under the shopper's lock, so two requests at once cannot both take the cart's last free line. */
  const write = (userId: string, productId: string, quantity: number) =>
    db.transaction(async (tx) => {
      await users.lockForListChange(tx, userId);
      return cart.setQuantityIfInStock(tx, userId, productId, quantity, CART_LINES_MAX);
    });

  /** The server's cart: current prices and stock; totals over the lines that can be bought. */
  async function get(userId: string): Promise<Cart> {
    const lines = (await cart.lines(userId)).map((row) =>
      cartLine(toProduct(row), row.quantity, row.archived),
    );
    return { lines, ...cartTotals(lines, shipping) };
  }

  return {
    get,

    /** Adds the product or sets its quantity: 1 to 50 (checked by the route) and never above the stock. */
    async setQuantity(userId: string, productId: string, quantity: number): Promise<Cart> {
      // The usual case is one write; only a refused write reads the product to say why.
      if (!(await write(userId, productId, quantity))) {
        const product = await catalog.findOnSale(productId);
        if (!product) throw new AppError("not_found", m.server_product_not_found());
        if (product.stock === 0) throw new AppError("invalid", m.server_sold_out({ name: product.name }));
        if (quantity > product.stock) {
          throw new AppError("invalid", m.server_only_left({ stock: product.stock, name: product.name }));
        }
        if (!(await cart.hasRoomFor(db, userId, productId, CART_LINES_MAX))) {
          throw new AppError("conflict", LIST_FULL_MESSAGES.cart());
        }
        // Restocked between the two statements: try once more.
        if (!(await write(userId, productId, quantity))) {
          throw new AppError("conflict", m.server_stock_just_changed({ name: product.name }));
        }
      }
      return get(userId);
    },

    async remove(userId: string, productId: string): Promise<Cart> {
      await cart.remove(db, userId, productId);
      return get(userId);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
