import type { Order } from "@hogar/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import { ordersQueryKey } from "../../../lib/orders-query-key.ts";

/** GET /api/orders: the shopper's orders, newest first. */
export function getOrders(signal?: AbortSignal): Promise<Order[]> {
  return apiFetch<Order[]>("/api/orders", { signal });
}

export const ordersQueryOptions = queryOptions({
  queryKey: ordersQueryKey,
  queryFn: ({ signal }) => getOrders(signal),
});

export function useOrders() {
  return useQuery(ordersQueryOptions);
}
