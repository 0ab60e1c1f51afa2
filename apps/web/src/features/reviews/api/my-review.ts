import type { MyReview, ReviewInput } from "@hogar/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import { invalidateProductQueries } from "../../../lib/product-queries.ts";
import { reviewKeys } from "./review-keys.ts";

const address = (productId: string) => `/api/products/${encodeURIComponent(productId)}/my-review`;

/** Whether the shopper received the product (and so may review it), and their review if any (docs/product.md 95). */
export function useMyReview(productId: string) {
  return useQuery({
    queryKey: reviewKeys.mine(productId),
    queryFn: ({ signal }) => apiFetch<MyReview>(address(productId), { signal }),
  });
}

/**
 * Publishes or edits the shopper's review. The list, its figures and every product card's average
 * change with it, so those reads are refreshed.
 */
export function useSaveReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) =>
      apiFetch<MyReview>(address(productId), { method: "PUT", body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(reviewKeys.mine(productId), saved);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.list(productId) });
      void invalidateProductQueries(queryClient);
    },
  });
}
