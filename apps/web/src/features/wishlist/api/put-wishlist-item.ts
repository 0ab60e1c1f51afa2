import type { Wishlist } from "@hogar/shared";
import { apiFetch } from "../../../lib/api-client.ts";

/** PUT /api/wishlist/:productId (no body); answers with the whole wishlist. */
export function putWishlistItem(productId: string): Promise<Wishlist> {
  return apiFetch<Wishlist>(`/api/wishlist/${encodeURIComponent(productId)}`, { method: "PUT" });
}
