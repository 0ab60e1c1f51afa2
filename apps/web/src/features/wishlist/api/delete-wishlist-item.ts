import type { Wishlist } from "@hogar/shared";
import { apiFetch } from "../../../lib/api-client.ts";

/** DELETE /api/wishlist/:productId; answers with the whole wishlist. */
export function deleteWishlistItem(productId: string): Promise<Wishlist> {
  return apiFetch<Wishlist>(`/api/wishlist/${encodeURIComponent(productId)}`, { method: "DELETE" });
}
