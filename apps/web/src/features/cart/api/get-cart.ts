import type { Cart } from "@hogar/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";

export const cartQueryKey = ["cart"] as const;

/** GET /api/cart: lines with availability, and the server's own totals (docs/product.md 22). */
export function getCart(signal?: AbortSignal): Promise<Cart> {
  return apiFetch<Cart>("/api/cart", { signal });
}

export const cartQueryOptions = queryOptions({
  queryKey: cartQueryKey,
  queryFn: ({ signal }) => getCart(signal),
});

export function useCart() {
  return useQuery(cartQueryOptions);
}
