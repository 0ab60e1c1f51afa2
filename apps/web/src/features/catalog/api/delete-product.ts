import type { Product } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { invalidateProductQueries } from "../../../lib/product-queries.ts";

/** DELETE /api/products/:id archives the product (admins only) and answers 204. */
export function deleteProduct(id: string): Promise<unknown> {
  return apiFetch(`/api/products/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: Product) => deleteProduct(product.id),
    onSuccess: (_data, product) => {
      showNotice({
        type: "success",
        title: m.catalog_product_deleted(),
        message: m.catalog_product_deleted_message({ name: product.name }),
      });
      // Not awaited: the card closes its dialog first, then the refreshed lists drop it.
      void invalidateProductQueries(queryClient);
    },
    onError: (error) => showErrorNotice(error, m.catalog_product_not_deleted()),
  });
}
