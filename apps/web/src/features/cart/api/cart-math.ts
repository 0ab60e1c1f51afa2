import type { Cart, CartLine, Product } from "@hogar/shared";
import { cartLine, cartTotals } from "@hogar/shared/cart-rules";
import type { ShippingRule } from "@hogar/shared/delivery";

/**
 * The cart as it should look right after a change, until the server's answer (which is the authority
 * for prices and totals, docs/product.md 22) replaces it, a moment later. The arithmetic is the server's
 * own (packages/shared cart-rules).
 */
function withLines(cart: Cart, lines: CartLine[], rule: ShippingRule | undefined): Cart {
  // Until the shop's settings arrive, the fee stays the one the server last charged this cart.
  const known = rule ?? { feeCents: cart.shipping, freeFromCents: Number.POSITIVE_INFINITY };
  return { lines, ...cartTotals(lines, known) };
}

/** Adds the product, or sets the quantity of its line. */
export function cartWithQuantity(
  cart: Cart,
  product: Product,
  quantity: number,
  rule: ShippingRule | undefined,
): Cart {
  const index = cart.lines.findIndex((l) => l.product.id === product.id);
  // The web app sees no "archived" flag on a product: a line the server said is no longer sold stays so.
  const lines =
    index === -1
      ? [...cart.lines, cartLine(product, quantity, false)]
      : cart.lines.map((l, i) =>
          i === index ? cartLine(l.product, quantity, l.unavailableReason === "archived") : l,
        );
  return withLines(cart, lines, rule);
}

export function cartWithout(cart: Cart, productId: string, rule: ShippingRule | undefined): Cart {
  return withLines(
    cart,
    cart.lines.filter((l) => l.product.id !== productId),
    rule,
  );
}
