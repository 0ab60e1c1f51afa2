import type { OrderDetails } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { ordersQueryKey } from "../../../lib/orders-query-key.ts";
import { orderQueryOptions } from "./get-order.ts";

/** How often the page asks whether the payment has reached the order, and for how long at most. */
export const SANDBOX_POLL_MS = 1000;
export const SANDBOX_WAIT_MS = 60_000;

/**
 * POST /api/sandbox/payments/pay (only outside production, docs/product.md 87): the sandbox marks the
 * voucher or transfer paid and then delivers the signed webhook, retrying until the shop takes it.
 * 200 once the sandbox has it; 404 unknown reference; 409 already paid or voided.
 */
export function sandboxPay(
  reference: string,
): Promise<{ orderId: string; paymentId: string; status: string }> {
  return apiFetch("/api/sandbox/payments/pay", { method: "POST", body: { reference } });
}

/**
 * The order page's "Pay now (sandbox)". The sandbox answers before the webhook has reached the order,
 * so the order is read again every second until it is no longer awaiting payment, then the page says
 * it is paid (and `onPaid` moves the focus off the button that went with the panel). After a minute it stops asking and says the payment has not arrived (the webhook keeps
 * retrying on the server; a reload later shows it).
 */
export function useSandboxPay(order: OrderDetails, onPaid: () => void) {
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(false);
  const awaiting = order.status === "awaiting_payment";
  const waiting = sent && awaiting;

  const pay = useMutation({
    mutationFn: () => sandboxPay(order.payLater?.reference ?? ""),
    onSuccess: () => setSent(true),
    onError: (error) => {
      // Already paid (409) or unknown: show the order as the server has it now.
      void queryClient.invalidateQueries({ queryKey: orderQueryOptions(order.id).queryKey });
      showErrorNotice(error, m.orders_sandbox_failed());
    },
  });

  // A second reader of the order's query that only polls; the page's own reader shows what it reads.
  useQuery({
    ...orderQueryOptions(order.id),
    enabled: waiting,
    refetchInterval: waiting ? SANDBOX_POLL_MS : false,
  });

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      setSent(false);
      showNotice({ type: "warning", title: m.orders_sandbox_late_title(), message: m.orders_sandbox_late() });
    }, SANDBOX_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  useEffect(() => {
    if (!sent || awaiting) return;
    setSent(false);
    // The panel with the button is gone: the focus goes somewhere that stays.
    onPaid();
    if (order.status === "paid") {
      showNotice({
        type: "success",
        title: m.orders_payment_received_title(),
        message: m.orders_payment_received(),
      });
    }
    void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
  }, [sent, awaiting, order.status, queryClient, onPaid]);

  return { pay: () => pay.mutate(), paying: pay.isPending, waiting };
}
