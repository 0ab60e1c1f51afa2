import type { AdminReviewRow } from "@hogar/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import { invalidateProductQueries } from "../../../lib/product-queries.ts";
import { adminReviewsKey } from "./get-reviews.ts";

/** Hide a review with a reason, or show it again (docs/product.md 98). */
export type ReviewAction = { kind: "hide"; reason: string } | { kind: "unhide" };

/**
 * Sends one change; the table and every product figure are out of date after it (a hidden review
 * leaves its product's average), so they are read again.
 */
export function useReviewAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ReviewAction }) =>
      apiFetch<AdminReviewRow>(`/api/admin/reviews/${encodeURIComponent(id)}/${action.kind}`, {
        method: "POST",
        body: action.kind === "hide" ? { reason: action.reason } : {},
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminReviewsKey });
      void invalidateProductQueries(queryClient);
    },
  });
}
