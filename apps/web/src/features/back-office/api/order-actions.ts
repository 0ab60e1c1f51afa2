import type { AdminOrder, ShipOrderInput } from "@hogar/shared";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch } from "../../../lib/api-client.ts";
import { useMutationOneAtATime } from "../../../lib/one-at-a-time.ts";
import { invalidateProductQueries } from "../../../lib/product-queries.ts";
import { adminKeys } from "./query-keys.ts";

/** What staff may do to an order (docs/product.md 70-73, 76, 119), each one POST to its own route. */
export type OrderAction =
  | { kind: "ship"; input: ShipOrderInput }
  | { kind: "deliver" }
  | { kind: "cancel"; note: string; refundedOutside?: boolean; seen: "paid" | "awaiting_payment" }
  | { kind: "approve-return"; amountCents?: number; note?: string }
  | { kind: "refuse-return"; note: string }
  | { kind: "refund"; amountCents: number; note: string; refundedCents: number };

function bodyOf(action: OrderAction): object {
  switch (action.kind) {
    case "ship":
      return action.input;
    case "cancel":
      // With the status the page showed: an order paid since is not cancelled as an unpaid one.
      return {
        note: action.note,
        ...(action.refundedOutside ? { refundedOutside: true } : {}),
        status: action.seen,
      };
    case "refuse-return":
      return { note: action.note };
    case "refund":
      return { amountCents: action.amountCents, note: action.note, refundedCents: action.refundedCents };
    case "approve-return":
      return {
        ...(action.amountCents === undefined ? {} : { amountCents: action.amountCents }),
        ...(action.note ? { note: action.note } : {}),
      };
    default:
      // The contract: every POST sends JSON, `{}` when there is nothing to say.
      return {};
  }
}

export function postOrderAction(id: string, action: OrderAction): Promise<AdminOrder> {
  return apiFetch<AdminOrder>(`/api/admin/orders/${encodeURIComponent(id)}/${action.kind}`, {
    method: "POST",
    body: bodyOf(action),
  });
}

/**
 * Sends one change; the answer is the order as it is now. Tables and the home's figures are out of
 * date after any change, and the catalogue's stock after a refund that returns it. A 409 means someone
 * changed the order first (docs/product.md 71): it is loaded again, so the page shows it as it is now.
 */
export function useOrderAction(id: string) {
  const queryClient = useQueryClient();
  // One change of an order at a time: a double click refunded twice (docs/product.md 71).
  return useMutationOneAtATime({
    mutationKey: adminKeys.orderChange(id),
    mutationFn: (action: OrderAction) => postOrderAction(id, action),
    onSuccess: (order, action) => {
      queryClient.setQueryData(adminKeys.order(id), order);
      void queryClient.invalidateQueries({ queryKey: adminKeys.orders });
      void queryClient.invalidateQueries({ queryKey: adminKeys.summary });
      void queryClient.invalidateQueries({ queryKey: adminKeys.products });
      if (action.kind === "cancel" || action.kind === "approve-return")
        void invalidateProductQueries(queryClient);
    },
    onError: (error, action) => {
      // A refund above what is left (400): what is left changed meanwhile, so the order is read again.
      const refunding = action.kind === "refund" || action.kind === "approve-return";
      const stale =
        error instanceof ApiError && (error.status === 409 || (error.status === 400 && refunding));
      if (stale) {
        void queryClient.invalidateQueries({ queryKey: adminKeys.order(id) });
        void queryClient.invalidateQueries({ queryKey: adminKeys.orders });
      }
    },
  });
}
