import type { Order } from "@hogar/shared";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiFetchWithHeaders } from "../../../lib/api-client.ts";
import { type OrdersPage, ordersQueryKey } from "../../../lib/orders-query-key.ts";

const FIRST_PAGE = "/api/orders";

/** The address in a `Link: <...>; rel="next"` header, or null. */
export function nextPageOf(link: string | null): string | null {
  const match = link ? /<([^>]+)>\s*;\s*rel="?next"?/.exec(link) : null;
  return match?.[1] ?? null;
}

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
