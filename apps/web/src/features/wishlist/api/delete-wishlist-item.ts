import type { Wishlist } from "@hogar/shared";
import { apiFetch } from "../../../lib/api-client.ts";

/** DELETE /api/wishlist/:productId[?variantId=]; answers with the whole wishlist. */
export function deleteWishlistItem(productId: string, variantId?: string): Promise<Wishlist> {
  const query = variantId ? `?variantId=${encodeURIComponent(variantId)}` : "";
  return apiFetch<Wishlist>(`/api/wishlist/${encodeURIComponent(productId)}${query}`, { method: "DELETE" });
}
