import type { ProductPage } from "@hogar/shared";
import type { Category, ProductSort } from "@hogar/shared/catalog-rules";
import type { Colour, Material } from "@hogar/shared/product-facts-lists";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";

/** The query of GET /api/products; prices in pesos, as in the URL. */
export interface ProductListParams {
  q?: string;
  /** One room, or several (any of them). */
  category?: Category | Category[];
  minPrice?: number;
  maxPrice?: number;
  colour?: Colour[];
  material?: Material[];
  /** Only products that can be bought now. */
  inStock?: boolean;
  sort?: ProductSort;
  page?: number;
  pageSize?: number;
}

export function productListSearch(params: ProductListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    // Several values repeat the parameter (category=bedroom&category=kitchen); false filters nothing.
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else if (value !== undefined && value !== "" && value !== false) search.set(key, String(value));
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

/** `keepShown`: the last results stay while the next ones load (another page number, a filter). */
export function useProducts(params: ProductListParams, { keepShown = false } = {}) {
  return useQuery({
    ...productsQueryOptions(params),
    placeholderData: keepShown ? keepPreviousData : undefined,
  });
}
