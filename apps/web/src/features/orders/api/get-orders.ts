import type { Order } from "@hogar/shared";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiFetchWithHeaders } from "../../../lib/api-client.ts";
import { nextPageOf } from "../../../lib/next-page-link.ts";
import { type OrdersPage, ordersQueryKey } from "../../../lib/orders-query-key.ts";

const FIRST_PAGE = "/api/orders";

/** GET /api/orders (or the next page's address): a page of the shopper's orders, newest first. */
export async function getOrdersPage(address: string, signal?: AbortSignal): Promise<OrdersPage> {
  const { data, headers } = await apiFetchWithHeaders<Order[]>(address, { signal });
  return { orders: data, next: nextPageOf(headers.get("link")) };
}

export const ordersQueryOptions = infiniteQueryOptions({
  queryKey: ordersQueryKey,
  queryFn: ({ pageParam, signal }) => getOrdersPage(pageParam, signal),
  initialPageParam: FIRST_PAGE,
  getNextPageParam: (last: OrdersPage) => last.next ?? undefined,
});

export function useOrders() {
  return useInfiniteQuery(ordersQueryOptions);
}
