import type { Wishlist } from "@hogar/shared";
import { apiFetch } from "../../../lib/api-client.ts";

/** PUT /api/wishlist/:productId (body { variantId } for a product with variants); answers with the whole wishlist. */
export function putWishlistItem(productId: string, variantId?: string): Promise<Wishlist> {
  return apiFetch<Wishlist>(`/api/wishlist/${encodeURIComponent(productId)}`, {
    method: "PUT",
    ...(variantId ? { body: { variantId } } : {}),
  });
}
