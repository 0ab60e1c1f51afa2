// Cart arithmetic (docs/product.md 21, 23) shared by the server (the authority, 22) and the web
// app's optimistic cart, so both sides agree on what can be bought, what it costs and what shipping
// is. Type imports only: the web app imports this module without zod.
import type { CartLine, UNAVAILABLE_REASONS } from "./cart.ts";
import type { Product } from "./catalog.ts";
import { type ShippingRule, shippingCost } from "./delivery.ts";

export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

/** What decides whether a saved product can be bought: archived products and stock. */
export interface Buyability {
  archived: boolean;
  stock: number;
}

/** Why a product kept in a cart or wishlist cannot be bought in this quantity now, or null. */
export function unavailableReason(product: Buyability, quantity = 1): UnavailableReason | null {
  if (product.archived) return "archived";
  if (product.stock <= 0) return "sold_out";
  if (quantity > product.stock) return "not_enough_stock";
  return null;
}

/** Unit price x quantity, centavos. */
export function lineTotal(unitPriceCents: number, quantity: number): number {
  return unitPriceCents * quantity;
}

/** A cart line at the product's current price and stock. */
export function cartLine(product: Product, quantity: number, archived: boolean): CartLine {
  const reason = unavailableReason({ archived, stock: product.stock }, quantity);
  return {
    product,
    quantity,
    lineTotal: lineTotal(product.price, quantity),
    available: reason === null,
    unavailableReason: reason,
  };
}

/** What the totals need of a line (a cart line, or an order line, which can always be bought). */
export interface CountedLine {
  quantity: number;
  lineTotal: number;
  available: boolean;
}

export interface CartTotals {
  /** Units across every line, bought or not (the header's badge). */
  itemCount: number;
  /** Centavos, over the lines that can be bought. */
  subtotal: number;
  /** Nothing to buy ships for nothing; otherwise the fee until the free-shipping threshold. */
  shipping: number;
  total: number;
}

export function cartTotals(lines: readonly CountedLine[], rule: ShippingRule): CartTotals {
  let itemCount = 0;
  let subtotal = 0;
  for (const line of lines) {
    itemCount += line.quantity;
    if (line.available) subtotal += line.lineTotal;
  }
  const shipping = subtotal === 0 ? 0 : shippingCost(subtotal, rule);
  return { itemCount, subtotal, shipping, total: subtotal + shipping };
}
