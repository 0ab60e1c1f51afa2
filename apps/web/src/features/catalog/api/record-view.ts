import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import { historyQueryKey } from "./get-history.ts";

/** POST /api/history/:productId: the shopper looked at this product (docs/product.md 16). */
export function recordView(productId: string): Promise<unknown> {
  return apiFetch(`/api/history/${encodeURIComponent(productId)}`, { method: "POST" });
}

export function useRecordView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordView,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyQueryKey }),
    // A history entry that failed to save is not worth interrupting the shopper for.
    onError: () => {},
  });
}
