import type { ProductDetails } from "@hogar/shared/variants";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";

/** The product and its variants on sale. */
export function getProduct(id: string, signal?: AbortSignal): Promise<ProductDetails> {
  return apiFetch<ProductDetails>(`/api/products/${encodeURIComponent(id)}`, { signal });
}

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["product", id],
    queryFn: ({ signal }) => getProduct(id, signal),
  });

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
