import type { OrderDetails } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { ordersQueryKey } from "../../../lib/orders-query-key.ts";
import { invalidateProductQueries } from "../../../lib/product-queries.ts";
import { orderQueryKey } from "./get-order.ts";

/**
 * POST /api/orders/:id/cancel (docs/product.md 72): 200 with the cancelled, refunded order; 409 when
 * the order moved on meanwhile (shipped, already cancelled); 422 when the provider refused the refund.
 */
export function cancelOrder(id: string): Promise<OrderDetails> {
  return apiFetch<OrderDetails>(`/api/orders/${encodeURIComponent(id)}/cancel`, { method: "POST", body: {} });
}

/**
 * "Cancel order", once confirmed. Money is involved, so the page does not pretend: the order stays as
 * it is while the provider refunds (the caller shows that it is waiting), then the server's answer
 * replaces it (cancelled, with the refund), or a refusal leaves it as it was and says why
 * (docs/product.md 72). `doneMessage` says what happened to the money: an order awaiting its OXXO or
 * SPEI payment had charged nothing (86).
 */
export function useCancelOrder(id: string, doneMessage: string) {
  const queryClient = useQueryClient();
  const queryKey = orderQueryKey(id);
  return useMutation({
    mutationFn: () => cancelOrder(id),
    onSuccess: async (order) => {
      // A read sent before the cancel was done would land later and put the paid order back.
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, order);
      // The stock of what was bought is back on sale.
      void invalidateProductQueries(queryClient);
      showNotice({
        type: "success",
        title: m.orders_cancelled_title(),
        message: doneMessage,
      });
    },
    onError: (error) => {
      // Nothing was shown as changed, so nothing is put back. A 422 leaves the order as it was; a
      // 409 means it changed meanwhile (shipped, say): either way, show it as the server has it now.
      void queryClient.invalidateQueries({ queryKey });
      showErrorNotice(error, m.orders_not_cancelled());
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
