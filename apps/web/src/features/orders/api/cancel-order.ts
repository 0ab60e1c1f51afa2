import type { OrderDetails } from "@hogar/shared";
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
 * "Cancel order", once confirmed: the page shows the order cancelled at once, the server's answer
 * (with the refund) replaces it, and a refusal puts the order back as it was and says why.
 */
export function useCancelOrder(id: string) {
  const queryClient = useQueryClient();
  const queryKey = orderQueryKey(id);
  return useMutation({
    mutationFn: () => cancelOrder(id),
    onMutate: async () => {
      // A read already on its way would put the old order back over the new one.
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<OrderDetails>(queryKey);
      if (previous) {
        queryClient.setQueryData<OrderDetails>(queryKey, {
          ...previous,
          status: "cancelled",
          canCancel: false,
        });
      }
      return { previous };
    },
    onSuccess: (order) => {
      queryClient.setQueryData(queryKey, order);
      // The stock of what was bought is back on sale.
      void invalidateProductQueries(queryClient);
      showNotice({
        type: "success",
        title: "Order cancelled",
        message: "Your order was cancelled. The refund goes back to your card.",
      });
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      // A 409 means the order changed meanwhile (shipped, say): show it as it is now.
      void queryClient.invalidateQueries({ queryKey });
      showErrorNotice(error, "Order not cancelled");
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
