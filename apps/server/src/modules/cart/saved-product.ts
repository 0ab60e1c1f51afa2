import type { Product } from "@hogar/shared";
import type { PricedVariant } from "@hogar/shared/cart-rules";
import { variantLabel } from "@hogar/shared/variant-choices";
import type { ImageRow, ProductRow } from "../catalog/catalog.repository.ts";
import { imageView, toProduct } from "../catalog/product-view.ts";

export interface SavedProductRow extends ProductRow {
  archived: boolean;
}

/** A saved line's product with its variant, when it holds one. */
export interface SavedLineRow extends SavedProductRow {
  optionNames: string[];
  variantId: string | null;
  variantSku: string | null;
  variantOptions: string[] | null;
  variantPriceCents: number | null;
  variantStock: number | null;
  variantArchived: boolean | null;
  /** The variant's own pictures; empty without one. */
  variantImages: ImageRow[];
}

/**
 * The line's product with its variant's pictures before the product's own, as its page shows the
 * variant chosen (docs/product.md 105), so the line's thumbnail is of what was chosen.
 */
export function lineProduct(row: SavedLineRow): Product {
  const product = toProduct(row);
  if (row.variantImages.length === 0) return product;
  return { ...product, images: [...row.variantImages.map(imageView), ...product.images] };
}

/**
 * Whether the line is no longer sold: its product or variant archived, or it is a line without a
 * variant of a product that has variants now (added after it was saved), which the shopper picks
 * again on the product page.
 */
export function savedLineArchived(row: SavedLineRow): boolean {
  return row.archived || (row.variantId === null && row.optionNames.length > 0);
}

/** The line's variant as it prices the line, or null. */
export function savedVariant(row: SavedLineRow): PricedVariant | null {
  if (row.variantId === null || row.variantOptions === null) return null;
  return {
    id: row.variantId,
    sku: row.variantSku ?? "",
    options: row.variantOptions,
    label: variantLabel(row.variantOptions),
    price: row.variantPriceCents ?? row.priceCents,
    stock: row.variantStock ?? 0,
    archived: row.variantArchived ?? true,
  };
}
