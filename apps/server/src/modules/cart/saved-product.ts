import type { UNAVAILABLE_REASONS } from "@hogar/shared";
import type { ProductRow } from "../catalog/catalog.repository.ts";

export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

export interface SavedProductRow extends ProductRow {
  archived: boolean;
}

/** Why a product kept in a cart or wishlist cannot be bought in this quantity now, or null. */
export function unavailableReason(row: SavedProductRow, quantity = 1): UnavailableReason | null {
  if (row.archived) return "archived";
  if (row.stock === 0) return "sold_out";
  if (quantity > row.stock) return "not_enough_stock";
  return null;
}
