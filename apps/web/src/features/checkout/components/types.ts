import type { ProductImage } from "@hogar/shared";
import type { ShownDiscount } from "../../../components/ui/totals-list.tsx";
import type { ShopSettings } from "../../../lib/shop-settings.ts";

export const CHECKOUT_STEPS = ["shipping", "payments", "confirmDetails"] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export type Delivery = "tomorrow" | "day_after_tomorrow";

/** A product (or one variant of it) in a quantity. */
export interface ItemLine {
  productId: string;
  variantId?: string;
  quantity: number;
}

/**
 * What is being bought: one product (the chosen variant of one sold in variants) in a quantity, or
 * the cart as the server holds it, with the lines shown that can be bought: the server refuses the
 * order when its cart holds others (docs/product.md 82).
 */
export type CheckoutItem = ({ source: "product" } & ItemLine) | { source: "cart"; lines: ItemLine[] };

export interface SummaryLine {
  key: string;
  name: string;
  quantity: number;
  /** Centavos: price x quantity. */
  lineTotal: number;
  image: ProductImage | null;
}

/** What the summary shows; the server prices the order itself and refuses it when its total differs. */
export interface CheckoutSummary {
  lines: SummaryLine[];
  subtotal: number;
  /** An applied promotion code's discount (docs/product.md 102); `total` is after it. */
  discount?: ShownDiscount | null;
  shipping: number;
  total: number;
}

/** What checkout may offer to pay with, from GET /api/settings (docs/product.md 85-88). */
export type PaymentSettings = ShopSettings["payments"];
