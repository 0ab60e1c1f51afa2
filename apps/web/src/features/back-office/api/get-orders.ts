import type { AdminOrderRow, OrderStatus } from "@hogar/shared";
import { ORDER_STATUSES } from "@hogar/shared/order-lifecycle";
import { useInfiniteQuery } from "@tanstack/react-query";
import { getTablePage, type TablePage, withQuery } from "./next-page.ts";
import { adminKeys } from "./query-keys.ts";

/** The orders table's filters (docs/product.md 75); they live in the page's query string. */
export interface OrderFilters {
  status?: OrderStatus;
  /** yyyy-mm-dd, a day in the shop's time zone, both ends included. */
  from?: string;
  to?: string;
  /** An order number or part of the shopper's e-mail. */
  q?: string;
  /** The promotion code the orders used (docs/product.md 75). */
  code?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters a query string names; anything unknown or malformed is left out. */
export function readOrderFilters(search: URLSearchParams): OrderFilters {
  const status = search.get("status");
  const from = search.get("from");
  const to = search.get("to");
  const q = search.get("q")?.trim();
  const code = search.get("code")?.trim().toUpperCase();
  return {
    status: ORDER_STATUSES.includes(status as OrderStatus) ? (status as OrderStatus) : undefined,
    from: from && DAY.test(from) ? from : undefined,
    to: to && DAY.test(to) ? to : undefined,
    q: q || undefined,
    code: code || undefined,
  };
}

/** The filters as a query string, in one order, without empty ones: for the page's URL and the API. */
export function orderFiltersQuery(filters: OrderFilters): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of ["status", "from", "to", "q", "code"] as const) {
    const value = filters[key];
    if (value) query.set(key, value);
  }
  return query;
}

/** GET /api/admin/orders with the filters, newest first, a page at a time (the next one by `Link`). */
export function useAdminOrders(filters: OrderFilters) {
  const first = withQuery("/api/admin/orders", orderFiltersQuery(filters));
  return useInfiniteQuery({
    queryKey: [...adminKeys.orders, first],
    queryFn: ({ pageParam, signal }) => getTablePage<AdminOrderRow>(pageParam, signal),
    initialPageParam: first,
    getNextPageParam: (last: TablePage<AdminOrderRow>) => last.next ?? undefined,
  });
}
