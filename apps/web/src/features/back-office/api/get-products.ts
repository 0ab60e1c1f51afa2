import type { AdminProductRow } from "@hogar/shared";
import { useInfiniteQuery } from "@tanstack/react-query";
import { getTablePage, type TablePage, withQuery } from "./next-page.ts";
import { adminKeys } from "./query-keys.ts";

export const PRODUCT_STATUS_FILTERS = ["all", "active", "archived"] as const;
export type ProductStatusFilter = (typeof PRODUCT_STATUS_FILTERS)[number];

/** The products table's filters (docs/product.md 77); they live in the page's query string. */
export interface ProductFilters {
  q?: string;
  status: ProductStatusFilter;
  lowStockFirst: boolean;
}

export function readProductFilters(search: URLSearchParams): ProductFilters {
  const status = search.get("status");
  return {
    q: search.get("q")?.trim() || undefined,
    status: PRODUCT_STATUS_FILTERS.includes(status as ProductStatusFilter)
      ? (status as ProductStatusFilter)
      : "all",
    lowStockFirst: search.get("lowStockFirst") === "true",
  };
}

/** The filters as a query string without the defaults (all products, newest first). */
export function productFiltersQuery(filters: ProductFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.q) query.set("q", filters.q);
  if (filters.status !== "all") query.set("status", filters.status);
  if (filters.lowStockFirst) query.set("lowStockFirst", "true");
  return query;
}

/** GET /api/admin/products with the filters, archived ones too, a page at a time. */
export function useAdminProducts(filters: ProductFilters) {
  const first = withQuery("/api/admin/products", productFiltersQuery(filters));
  return useInfiniteQuery({
    queryKey: [...adminKeys.products, first],
    queryFn: ({ pageParam, signal }) => getTablePage<AdminProductRow>(pageParam, signal),
    initialPageParam: first,
    getNextPageParam: (last: TablePage<AdminProductRow>) => last.next ?? undefined,
  });
}
