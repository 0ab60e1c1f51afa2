import type { OrderDetails } from "@hogar/shared";
import { type InvoiceUnavailableReason, invoiceRequestLastDay } from "@hogar/shared/invoice-window";
import { type PendingInvoiceView, serieFolio } from "@hogar/shared/invoices";
import { m } from "@hogar/shared/messages";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, type Ref, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { primaryActionClass } from "../../../components/ui/action-styles.ts";
import { BusyButton } from "../../../components/ui/busy-button.tsx";
import { DotWaveLoader } from "../../../components/ui/dot-wave-loader.tsx";
import { linkClass } from "../../../components/ui/form-styles.ts";
import { fiscalDataQueryOptions } from "../../../lib/fiscal-data-query.ts";
import { useOrderInvoice, useRequestInvoice } from "../api/order-invoice.ts";
import { InvoiceFacts } from "./order-invoice-facts.tsx";
import { panelClass, panelHeadingClass } from "./styles.ts";

/** Why an order without an invoice cannot get one, in the shopper's words (docs/product.md 90). */
const unavailableText: Record<InvoiceUnavailableReason, () => string> = {
  notPaid: m.invoicing_not_paid,
  refunded: m.invoicing_refunded,
  monthClosed: m.invoicing_month_closed,
  notInvoiceable: m.invoicing_not_invoiceable,
  // A live invoice the answer carries neither stamped nor pending (a moment between the two).
  invoiced: m.invoicing_stamping,
};

/**
 * "Request invoice" while it may be asked for: who it will be issued to (or a link to add fiscal data
 * first, which comes back here once they are saved). The button stays focusable while the request
 * is under way (aria-disabled), and a status says what is happening.
 */
function RequestInvoice({
  order,
  requestableUntil,
  busy,
  onRequest,
}: {
  order: OrderDetails;
  requestableUntil: string | null;
  busy: boolean;
  onRequest: () => void;
}) {
  const fiscal = useQuery(fiscalDataQueryOptions);
  const fiscalPage = `/account/fiscal-data?next=${encodeURIComponent(`/account/orders/${order.id}`)}`;
  const saved = fiscal.data?.fiscalData;
  return (
    <div data-testid="invoice-requestable">
      {/* The window ends with the month in Mexico City (the API gives the next month's first instant). */}
      {requestableUntil && (
        <p>{m.invoicing_request_until({ date: invoiceRequestLastDay(requestableUntil) })}</p>
      )}
      {fiscal.isPending ? (
        <DotWaveLoader label={m.invoicing_loading_fiscal_data()} />
      ) : saved === null ? (
        <p className="mt-2">
          {m.invoicing_no_fiscal_data()}{" "}
          <Link to={fiscalPage} className={linkClass}>
            {m.invoicing_add_fiscal_data()}
          </Link>
        </p>
      ) : (
        <>
          {/* Unread (a failed read) leaves the button: the server says so if there are none. */}
          {saved && (
            <p className="mt-2 text-sm text-muted">
              {m.invoicing_will_issue_to({ name: saved.name, rfc: saved.rfc })}{" "}
              <Link to={fiscalPage} className={linkClass}>
                {m.invoicing_change_fiscal_data()}
              </Link>
            </p>
          )}
          <BusyButton
            type="button"
            busy={busy}
            onClick={onRequest}
            className={`${primaryActionClass} mt-3 aria-disabled:opacity-80`}
          >
            {busy ? m.invoicing_requesting() : m.invoicing_request()}
          </BusyButton>
        </>
      )}
      {/* Always there, so a screen reader announces the wait when it starts. */}
      <div role="status">
        {busy && <p className="mt-3 text-sm text-muted">{m.invoicing_requesting_wait()}</p>}
      </div>
    </div>
  );
}

/**
 * An invoice being stamped (requested here or in another tab): its number and who it is made out to
 * (the fiscal data as they were when it was requested), until the stamped one replaces it.
 */
function StampingInvoice({
  pending,
  headlineRef,
}: {
  pending: PendingInvoiceView;
  headlineRef: Ref<HTMLParagraphElement>;
}) {
  return (
    <div data-testid="invoice-stamping">
      <p ref={headlineRef} tabIndex={-1} className="font-medium">
        {m.invoicing_stamping_to({
          invoice: serieFolio(pending),
          name: pending.receiver.name,
          rfc: pending.receiver.rfc,
        })}
      </p>
      <p className="mt-2 text-sm text-muted">{m.invoicing_stamping_soon()}</p>
    </div>
  );
}

/**
 * The order page's invoice panel (docs/product.md 90-93): the CFDI once stamped, the request while the
 * order may be invoiced, or why it may not. Its body keeps a minimum height while loading, so the
 * page does not jump when the answer comes.
 */
export function OrderInvoice({ order, timeZone }: { order: OrderDetails; timeZone: string }) {
  const answer = useOrderInvoice(order);
  const request = useRequestInvoice(order);
  const section = useRef<HTMLElement>(null);
  const headline = useRef<HTMLParagraphElement>(null);
  const [followFocus, setFollowFocus] = useState(false);
  const invoice = answer.data?.invoice ?? null;
  // A cancelled invoice (issued with errors) may be followed by a new one: asked for, or being stamped.
  const replaceable = invoice === null || invoice.status === "cancelled";
  const pending = replaceable ? (answer.data?.pending ?? null) : null;

  // After a request the button goes: the focus follows what replaced it, the stamped invoice or the
  // one still being stamped (and then the invoice), unless the shopper has moved on meanwhile.
  useEffect(() => {
    if (!followFocus || (!invoice && !pending)) return;
    const focused = document.activeElement;
    if (focused === document.body || section.current?.contains(focused)) headline.current?.focus();
    if (invoice) setFollowFocus(false);
  }, [followFocus, invoice, pending]);

  let body: ReactNode;
  if (answer.isPending) body = <DotWaveLoader label={m.invoicing_loading_invoice()} />;
  else if (!answer.data)
    body = (
      <p className="text-muted">
        {m.invoicing_invoice_load_failed()}{" "}
        <button type="button" onClick={() => void answer.refetch()} className={linkClass}>
          {m.common_try_again()}
        </button>
      </p>
    );
  else if (pending) body = <StampingInvoice pending={pending} headlineRef={headline} />;
  else if (answer.data.unavailableReason === null)
    body = (
      <>
        {/* The shop cancelled it as issued with errors (docs/product.md 93): it shows above the request. */}
        {invoice && <InvoiceFacts orderId={order.id} invoice={invoice} timeZone={timeZone} />}
        <RequestInvoice
          order={order}
          requestableUntil={answer.data.requestableUntil}
          busy={request.isPending}
          onRequest={() => request.mutate(undefined, { onSettled: () => setFollowFocus(true) })}
        />
      </>
    );
  else if (invoice)
    body = <InvoiceFacts orderId={order.id} invoice={invoice} timeZone={timeZone} headlineRef={headline} />;
  else {
    // A reason this page does not know yet (a newer server) shows nothing rather than a wrong one.
    const reason = unavailableText[answer.data.unavailableReason] as (() => string) | undefined;
    body = reason && (
      <p data-testid="invoice-unavailable" className="text-muted">
        {reason()}
      </p>
    );
  }

  return (
    <section
      ref={section}
      aria-labelledby="order-invoice-heading"
      data-testid="order-invoice"
      className={panelClass}
    >
      <h2 id="order-invoice-heading" className={panelHeadingClass}>
        {m.invoicing_invoice()}
      </h2>
      <div className="min-h-28">
        {body}
        {/* Once an invoice is stamped or being stamped, it says more than the refusal did. Keyed, so
            the body's own paragraphs never take over the alert's element. */}
        {request.error && !invoice && !pending && (
          <p key="refusal" role="alert" className="mt-3 font-medium text-danger-fg">
            {request.error.message}
          </p>
        )}
      </div>
    </section>
  );
}
