import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiFetch } from "../../../lib/api-client.ts";
import { historyQueryKey } from "./get-history.ts";

/** POST /api/history/:productId: the shopper looked at this product (docs/product.md 16). */
export function recordView(productId: string): Promise<unknown> {
  return apiFetch(`/api/history/${encodeURIComponent(productId)}`, { method: "POST" });
}

/**
 * Records a view, then has the history read again. Not a mutation the page observes: nobody waits
 * on it, and its pending and settled states rendered the whole product page twice more while it
 * loaded. A history entry that failed to save is not worth interrupting the shopper for.
 */
export function useRecordView(): (productId: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (productId: string) => {
      recordView(productId)
        .then(() => queryClient.invalidateQueries({ queryKey: historyQueryKey }))
        .catch(() => {});
    },
    [queryClient],
  );
}
