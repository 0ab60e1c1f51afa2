import type { AdminProduct } from "@hogar/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch } from "../../../lib/api-client.ts";
import { invalidateProductQueries } from "../../../lib/product-queries.ts";
import { adminKeys } from "./query-keys.ts";

/** POST /api/admin/products/:id/archive or /restore (docs/product.md 77): the product leaves or rejoins the shop. */
export function useArchiveProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: "archive" | "restore") =>
      apiFetch<AdminProduct>(`/api/admin/products/${encodeURIComponent(id)}/${change}`, {
        method: "POST",
        body: {},
      }),
    onSuccess: (product) => {
      queryClient.setQueryData(adminKeys.product(id), product);
      void queryClient.invalidateQueries({ queryKey: adminKeys.products });
      void invalidateProductQueries(queryClient);
    },
    // Already archived or restored by someone else: show the product as it is now.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: adminKeys.product(id) });
      }
    },
  });
}
