// Cart arithmetic (docs/product.md 21, 23) shared by the server (the authority, 22) and the web
// app's optimistic cart, so both sides agree on what can be bought, what it costs and what shipping
// is. Type imports only: the web app imports this module without zod.
import type { CartLine, LineVariant, UNAVAILABLE_REASONS } from "./cart.ts";
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

/**
 * A line in words, where one line of text names it (mails, the CFDI's concepto, messages): the
 * product's name, with its variant's words after it: "Sofa (Linen · 3 seats)".
 */
export function lineTitle(name: string, variantLabel: string | null | undefined): string {
  return variantLabel ? `${name} (${variantLabel})` : name;
}

/** Unit price x quantity, centavos. */
export function lineTotal(unitPriceCents: number, quantity: number): number {
  return unitPriceCents * quantity;
}

/** A variant as a line prices it: its own price and stock, and whether it is still sold. */
export interface PricedVariant extends LineVariant {
  price: number;
  stock: number;
  archived: boolean;
}

/** The variant's words and SKU, as a line shows them. */
export function lineVariant({ id, sku, options, label }: LineVariant): LineVariant {
  return { id, sku, options, label };
}

/**
 * A cart line at the current price and stock: the variant's when the line holds one (its product
 * then carries the variant's price and stock, so the line reads as what is bought), else the product's.
 */
export function cartLine(
  product: Product,
  quantity: number,
  archived: boolean,
  variant: PricedVariant | null = null,
): CartLine {
  const sold = variant ? { ...product, price: variant.price, stock: variant.stock } : product;
  const reason = unavailableReason(
    { archived: archived || (variant?.archived ?? false), stock: sold.stock },
    quantity,
  );
  return {
    product: sold,
    variant: variant ? lineVariant(variant) : null,
    quantity,
    lineTotal: lineTotal(sold.price, quantity),
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
