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

/** Whether the line is the product's own (`variantId` undefined) or that variant's: lines are keyed by both. */
export function isLineOf(line: CartLine, productId: string, variantId?: string): boolean {
  return line.product.id === productId && (line.variant?.id ?? undefined) === variantId;
}

/**
 * Adds the product, or sets the quantity of its line (of the variant `variantId`'s line, which only
 * changes: a variant's line is added with its price by the server's answer).
 */
export function cartWithQuantity(
  cart: Cart,
  product: Product,
  quantity: number,
  rule: ShippingRule | undefined,
  variantId?: string,
): Cart {
  const index = cart.lines.findIndex((l) => isLineOf(l, product.id, variantId));
  if (index === -1 && variantId) return cart;
  // The web app sees no "archived" flag on a product: a line the server said is no longer sold stays so.
  const lines =
    index === -1
      ? [...cart.lines, cartLine(product, quantity, false)]
      : cart.lines.map((l, i) =>
          i === index
            ? { ...cartLine(l.product, quantity, l.unavailableReason === "archived"), variant: l.variant }
            : l,
        );
  return withLines(cart, lines, rule);
}

export function cartWithout(
  cart: Cart,
  productId: string,
  rule: ShippingRule | undefined,
  variantId?: string,
): Cart {
  return withLines(
    cart,
    cart.lines.filter((l) => !isLineOf(l, productId, variantId)),
    rule,
  );
}
