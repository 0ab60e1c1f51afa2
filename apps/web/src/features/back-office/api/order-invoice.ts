import type { AdminOrderInvoiceResponse, CancellationReason, InvoiceView } from "@hogar/shared/invoices";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch } from "../../../lib/api-client.ts";
import { adminKeys } from "./query-keys.ts";

const invoicePath = (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}/invoice`;

/** The stamped files, for staff (the session cookie goes with a plain link); an earlier one's by its id. */
export const adminInvoiceFileUrl = (orderId: string, type: "xml" | "pdf", invoiceId?: string) =>
  invoiceId
    ? `/api/admin/orders/${encodeURIComponent(orderId)}/invoices/${encodeURIComponent(invoiceId)}.${type}`
    : `${invoicePath(orderId)}.${type}`;

/** Under the order's key, so whatever refreshes the order (a 409 on an action) refreshes its invoice too. */
const invoiceKey = (orderId: string) => [...adminKeys.order(orderId), "invoice"] as const;

/** How often the panel looks again while the order's invoice is being stamped (the shop finishes it within minutes). */
const ADMIN_STAMPING_POLL_MS = 15_000;

/**
 * GET /api/admin/orders/:id/invoice: the order's invoice, or null when it has none, and the one being
 * stamped, if any (docs/product.md 92).
 */
export function useAdminOrderInvoice(orderId: string) {
  return useQuery({
    queryKey: invoiceKey(orderId),
    queryFn: ({ signal }) => apiFetch<AdminOrderInvoiceResponse>(invoicePath(orderId), { signal }),
    // Each read its own object, even when nothing changed: the panel tells one read from the next.
    structuralSharing: false,
    refetchInterval: (query) => (query.state.data?.pending ? ADMIN_STAMPING_POLL_MS : false),
  });
}

/** The last read of the invoice (a new object each read): a refusal said beside it holds until the next. */
export const lastInvoiceRead = (queryClient: QueryClient, orderId: string) =>
  queryClient.getQueryData<AdminOrderInvoiceResponse>(invoiceKey(orderId));

export interface CancelInvoiceInput {
  reason: CancellationReason;
  /** Only with reason 01: the folio fiscal of the invoice that replaces this one. */
  replacementUuid?: string;
}

/**
 * POST /api/admin/orders/:id/invoice/cancel (docs/product.md 93): 200 with the cancelled invoice; 400
 * when the reason or the replacing folio fiscal is wrong; 409 when the order has nothing refunded or
 * the invoice is no longer active (someone else changed it): the order and its invoice are read again
 * before the mutation fails, so the refusal is said beside what the server has now.
 */
export function useCancelInvoice(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CancelInvoiceInput) =>
      apiFetch<{ invoice: InvoiceView }>(`${invoicePath(orderId)}/cancel`, { method: "POST", body: input }),
    onSuccess: ({ invoice }) => {
      // The one cancelled stays the one shown; those cancelled before it stay as they were.
      queryClient.setQueryData<AdminOrderInvoiceResponse>(invoiceKey(orderId), (before) => ({
        invoice,
        pending: null,
        earlier: before?.earlier ?? [],
      }));
      // The cancellation is audited: the order's audit log has a new entry.
      void queryClient.invalidateQueries({ queryKey: adminKeys.order(orderId), exact: true });
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409)
        await queryClient.invalidateQueries({ queryKey: adminKeys.order(orderId) });
    },
  });
}
