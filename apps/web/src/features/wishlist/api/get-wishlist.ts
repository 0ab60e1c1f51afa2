import type { Wishlist } from "@hogar/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";

export const wishlistQueryKey = ["wishlist"] as const;

/** GET /api/wishlist: the saved products, each with whether it can be bought now. */
export function getWishlist(signal?: AbortSignal): Promise<Wishlist> {
  return apiFetch<Wishlist>("/api/wishlist", { signal });
}

export const wishlistQueryOptions = queryOptions({
  queryKey: wishlistQueryKey,
  queryFn: ({ signal }) => getWishlist(signal),
});

export function useWishlist() {
  return useQuery(wishlistQueryOptions);
}
