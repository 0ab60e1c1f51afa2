import type { ProductPage } from "@hogar/shared";
import type { Category, ProductSort } from "@hogar/shared/catalog-rules";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";

/** The query of GET /api/products; prices in pesos, as in the URL. */
export interface ProductListParams {
  q?: string;
  category?: Category;
  minPrice?: number;
  maxPrice?: number;
  sort?: ProductSort;
  page?: number;
  pageSize?: number;
}

export function productListSearch(params: ProductListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  return search.toString();
}

export function getProducts(params: ProductListParams, signal?: AbortSignal): Promise<ProductPage> {
  const search = productListSearch(params);
  return apiFetch<ProductPage>(`/api/products${search ? `?${search}` : ""}`, { signal });
}

export const productsQueryOptions = (params: ProductListParams) =>
  queryOptions({
    queryKey: ["products", params],
    queryFn: ({ signal }) => getProducts(params, signal),
  });

export function useProducts(params: ProductListParams) {
  return useQuery(productsQueryOptions(params));
}
