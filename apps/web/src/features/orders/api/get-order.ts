import type { OrderDetails } from "@hogar/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";

/**
 * One order's key. "order", not "orders": invalidating the orders list (key ["orders"]) would
 * otherwise refetch every order page seen too, and the list's cache has another shape.
 */
export const orderQueryKey = (id: string) => ["order", id] as const;

/** GET /api/orders/:id: the order with its timeline and what its shopper may still do; 404 if not theirs. */
export function getOrder(id: string, signal?: AbortSignal): Promise<OrderDetails> {
  return apiFetch<OrderDetails>(`/api/orders/${encodeURIComponent(id)}`, { signal });
}

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderQueryKey(id),
    queryFn: ({ signal }) => getOrder(id, signal),
  });

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}
