import type { OrderDetails, ReturnRequestInput } from "@hogar/shared";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch } from "../../../lib/api-client.ts";
import { useMutationOneAtATime } from "../../../lib/one-at-a-time.ts";
import { ordersQueryKey } from "../../../lib/orders-query-key.ts";
import { orderQueryKey } from "./get-order.ts";

/**
 * POST /api/orders/:id/return (docs/product.md 73): 201 with the order, now "Return requested"; 400
 * for lines or a reason the rules refuse; 409 when a return cannot be asked for any more.
 */
export function requestReturn(id: string, input: ReturnRequestInput): Promise<OrderDetails> {
  return apiFetch<OrderDetails>(`/api/orders/${encodeURIComponent(id)}/return`, {
    method: "POST",
    body: input,
  });
}

export function useRequestReturn(id: string) {
  const queryClient = useQueryClient();
  const queryKey = orderQueryKey(id);
  // A double press asks once: the second was refused as "already asked" after the first went through.
  return useMutationOneAtATime({
    mutationKey: [...queryKey, "return"],
    mutationFn: (input: ReturnRequestInput) => requestReturn(id, input),
    onSuccess: (order) => {
      queryClient.setQueryData(queryKey, order);
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
    onError: (error) => {
      // The window closed or the order moved on meanwhile: show it as it is now.
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
