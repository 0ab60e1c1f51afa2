import type { Cart, CartLine, Product } from "@hogar/shared";
import { type ShippingRule, shippingCost } from "@hogar/shared/delivery";

/**
 * The cart as it should look right after a change, until the server's answer (which is the authority
 * for prices and totals, DECISIONS.md 2) replaces it, a moment later.
 */
function line(product: Product, quantity: number, before?: CartLine): CartLine {
  const reason: CartLine["unavailableReason"] =
    before?.unavailableReason === "archived"
      ? "archived"
      : product.stock <= 0
        ? "sold_out"
        : quantity > product.stock
          ? "not_enough_stock"
          : null;
  return {
    product,
    quantity,
    lineTotal: product.price * quantity,
    available: reason === null,
    unavailableReason: reason,
  };
}

function withLines(cart: Cart, lines: CartLine[], rule: ShippingRule | undefined): Cart {
  const itemCount = lines.reduce((sum, l) => sum + l.quantity, 0);
  const subtotal = lines.reduce((sum, l) => sum + (l.available ? l.lineTotal : 0), 0);
  const shipping = rule ? (subtotal === 0 ? 0 : shippingCost(subtotal, rule)) : cart.shipping;
  return { lines, itemCount, subtotal, shipping, total: subtotal + shipping };
}

/** Adds the product, or sets the quantity of its line. */
export function cartWithQuantity(
  cart: Cart,
  product: Product,
  quantity: number,
  rule: ShippingRule | undefined,
): Cart {
  const index = cart.lines.findIndex((l) => l.product.id === product.id);
  const lines =
    index === -1
      ? [...cart.lines, line(product, quantity)]
      : cart.lines.map((l, i) => (i === index ? line(l.product, quantity, l) : l));
  return withLines(cart, lines, rule);
}

export function cartWithout(cart: Cart, productId: string, rule: ShippingRule | undefined): Cart {
  return withLines(
    cart,
    cart.lines.filter((l) => l.product.id !== productId),
    rule,
  );
}
