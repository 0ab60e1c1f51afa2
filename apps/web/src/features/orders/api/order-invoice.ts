import type { OrderDetails } from "@hogar/shared";
import type { InvoiceView, OrderInvoiceResponse } from "@hogar/shared/invoices";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch } from "../../../lib/api-client.ts";
import { fiscalDataQueryKey } from "../../../lib/fiscal-data-query.ts";
import { orderQueryKey } from "./get-order.ts";

/** How often the panel looks again while an invoice is being stamped: a stamp takes seconds... */
export const STAMPING_POLL_MS = 2000;
/** ...unless the provider's answer was lost: the shop's settler then finishes it within minutes. */
export const STAMPING_SLOW_POLL_MS = 15_000;
const STAMPING_SLOW_AFTER_MS = 60_000;

const invoicePath = (id: string) => `/api/orders/${encodeURIComponent(id)}/invoice`;

/** The files of an order's stamped invoice (the owner's session is the cookie a link sends). */
export const invoiceFileUrl = (id: string, type: "xml" | "pdf") => `${invoicePath(id)}.${type}`;

/**
 * Under the order's key, so whatever refreshes the order refreshes its invoice; with the order's
 * status and refund in it, so a payment, a refund or a cancellation the page sees asks again.
 */
const invoiceQueryKey = (order: OrderDetails) =>
  [...orderQueryKey(order.id), "invoice", order.status, order.refunded] as const;

/** GET /api/orders/:id/invoice: the invoice, until when one may be requested, or why not. */
export const orderInvoiceQueryOptions = (order: OrderDetails) =>
  queryOptions({
    queryKey: invoiceQueryKey(order),
    queryFn: ({ signal }) => apiFetch<OrderInvoiceResponse>(invoicePath(order.id), { signal }),
    // A live invoice with nothing to show yet is being stamped: it shows as soon as it is.
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data || data.invoice || data.unavailableReason !== "invoiced") return false;
      const waited = data.pending ? Date.now() - Date.parse(data.pending.requestedAt) : 0;
      return waited < STAMPING_SLOW_AFTER_MS ? STAMPING_POLL_MS : STAMPING_SLOW_POLL_MS;
    },
  });

export function useOrderInvoice(order: OrderDetails) {
  return useQuery(orderInvoiceQueryOptions(order));
}

/**
 * POST /api/orders/:id/invoice: 201 with the stamped invoice; 409 when the order may not be invoiced
 * (now) or the shopper has no fiscal data; 503 when the provider refused (nothing kept, try again) or
 * gave no answer in time (the claim is kept and the shop finishes it).
 */
export function requestInvoice(id: string): Promise<{ invoice: InvoiceView }> {
  return apiFetch<{ invoice: InvoiceView }>(invoicePath(id), { method: "POST" });
}

export function useRequestInvoice(order: OrderDetails) {
  const queryClient = useQueryClient();
  const queryKey = invoiceQueryKey(order);
  return useMutation({
    mutationFn: () => requestInvoice(order.id),
    onSuccess: async ({ invoice }) => {
      // A read sent before the stamp would land later and offer the request again.
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<OrderInvoiceResponse>(queryKey, (shown) => ({
        invoice,
        pending: null,
        requestableUntil: shown?.requestableUntil ?? null,
        unavailableReason: "invoiced",
      }));
    },
    onError: (error) => {
      // Show the order as the server has it now: a 409 means the panel showed what is no longer so
      // (the month ended, the data were deleted in another tab), and a 503 may have left the
      // invoice being stamped (the provider's answer did not come in time).
      void queryClient.invalidateQueries({ queryKey });
      if (error instanceof ApiError && (error.code === "noFiscalData" || error.code === "fiscalDataOutdated"))
        void queryClient.invalidateQueries({ queryKey: fiscalDataQueryKey });
    },
  });
}
