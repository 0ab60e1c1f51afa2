import type { CancellationReason, InvoiceView } from "@hogar/shared/invoices";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch } from "../../../lib/api-client.ts";
import { adminKeys } from "./query-keys.ts";

const invoicePath = (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}/invoice`;

/** The stamped files, for staff (the session cookie goes with a plain link). */
export const adminInvoiceFileUrl = (orderId: string, type: "xml" | "pdf") =>
  `${invoicePath(orderId)}.${type}`;

/** Under the order's key, so whatever refreshes the order (a 409 on an action) refreshes its invoice too. */
const invoiceKey = (orderId: string) => [...adminKeys.order(orderId), "invoice"] as const;

/** GET /api/admin/orders/:id/invoice: the order's invoice, or null when it has none (docs/product.md 92). */
export function useAdminOrderInvoice(orderId: string) {
  return useQuery({
    queryKey: invoiceKey(orderId),
    queryFn: ({ signal }) => apiFetch<{ invoice: InvoiceView | null }>(invoicePath(orderId), { signal }),
  });
}

export interface CancelInvoiceInput {
  reason: CancellationReason;
  /** Only with reason 01: the folio fiscal of the invoice that replaces this one. */
  replacementUuid?: string;
}

/**
 * POST /api/admin/orders/:id/invoice/cancel (docs/product.md 93): 200 with the cancelled invoice; 400
 * when the reason or the replacing folio fiscal is wrong; 409 when the order has nothing refunded or
 * the invoice is no longer active (someone else changed it): then the panel reads it again.
 */
export function useCancelInvoice(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CancelInvoiceInput) =>
      apiFetch<{ invoice: InvoiceView }>(`${invoicePath(orderId)}/cancel`, { method: "POST", body: input }),
    onSuccess: ({ invoice }) => {
      queryClient.setQueryData(invoiceKey(orderId), { invoice });
      // The cancellation is audited: the order's audit log has a new entry.
      void queryClient.invalidateQueries({ queryKey: adminKeys.order(orderId), exact: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: adminKeys.order(orderId) });
    },
  });
}
