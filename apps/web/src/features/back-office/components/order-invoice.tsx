import type { AdminOrder } from "@hogar/shared";
import {
  type FiscalDataInput,
  type InvoiceView,
  type PendingInvoiceView,
  serieFolio,
} from "@hogar/shared/invoices";
import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import { orderNumber } from "@hogar/shared/order-rules";
import {
  CANCELLATION_REASONS_BY_REFUND,
  cancellationReasonName,
  cfdiUseName,
  type RefundState,
  refundStateOf,
} from "@hogar/shared/sat-catalogs";
import { shopDateTime } from "@hogar/shared/shop-dates";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { BusyButton } from "../../../components/ui/busy-button.tsx";
import { afterDialogCloses } from "../../../components/ui/confirm-dialog.tsx";
import { DotWaveLoader } from "../../../components/ui/dot-wave-loader.tsx";
import { dangerButtonClass, linkClass } from "../../../components/ui/form-styles.ts";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { ApiError, isUnavailableError } from "../../../lib/api-client.ts";
import {
  adminInvoiceFileUrl,
  type CancelInvoiceInput,
  lastInvoiceRead,
  useAdminOrderInvoice,
  useCancelInvoice,
} from "../api/order-invoice.ts";
import { LoadFailed } from "./load-failed.tsx";
import { CancelInvoiceDialog, satEntry } from "./order-invoice-cancel-dialog.tsx";
import { Row } from "./order-sections.tsx";
import { panelClass, panelHeadingClass } from "./styles.ts";

/** The server's own refusal (its `{ code, message }`), not a network failure or a proxy's page. */
const serverExplained = (error: Error) =>
  error instanceof ApiError && error.code !== "network_error" && error.code !== "http_error";

/** Who a CFDI is made out to. */
function ReceiverRows({ receiver }: { receiver: FiscalDataInput }) {
  return (
    <>
      <Row term={m.back_office_invoice_receiver_rfc()}>{receiver.rfc}</Row>
      <Row term={m.back_office_invoice_receiver_name()}>{receiver.name}</Row>
      <Row term={m.back_office_invoice_cfdi_use()}>
        {satEntry(receiver.cfdiUse, cfdiUseName(receiver.cfdiUse))}
      </Row>
    </>
  );
}

/** A CFDI requested and not stamped yet: its number, its receiver and when it was asked for. */
function PendingFacts({ pending, timeZone }: { pending: PendingInvoiceView; timeZone: string }) {
  return (
    <>
      <dl>
        <Row term={m.back_office_invoice_serie_folio()}>{serieFolio(pending)}</Row>
        <Row term={m.back_office_invoice_status()}>{m.back_office_invoice_status_stamping()}</Row>
        <ReceiverRows receiver={pending.receiver} />
        <Row term={m.back_office_invoice_requested_at()}>{shopDateTime(pending.requestedAt, timeZone)}</Row>
      </dl>
      <p className="mt-3 text-sm text-muted">{m.back_office_invoice_stamping_note()}</p>
    </>
  );
}

/** What the stamped CFDI says, and the files; a cancelled one also says when, why and what replaced it. */
function InvoiceFacts({
  orderId,
  invoice,
  timeZone,
}: {
  orderId: string;
  invoice: InvoiceView;
  timeZone: string;
}) {
  const cancelled = invoice.status === "cancelled";
  return (
    <>
      <dl>
        <Row term={m.back_office_invoice_serie_folio()}>{serieFolio(invoice)}</Row>
        <Row term={m.back_office_invoice_status()}>
          <span className={cancelled ? "text-danger-fg" : undefined}>
            {cancelled ? m.back_office_invoice_status_cancelled() : m.back_office_invoice_status_active()}
          </span>
        </Row>
        <Row term={m.back_office_invoice_uuid()}>
          <span className="font-mono text-sm break-all">{invoice.uuid}</span>
        </Row>
        <ReceiverRows receiver={invoice.receiver} />
        <Row term={m.back_office_invoice_total()}>{formatMoney(invoice.totalCents)}</Row>
        <Row term={m.back_office_invoice_stamped_at()}>{shopDateTime(invoice.stampedAt, timeZone)}</Row>
        {cancelled && invoice.cancelledAt && (
          <Row term={m.back_office_invoice_cancelled_at()}>{shopDateTime(invoice.cancelledAt, timeZone)}</Row>
        )}
        {cancelled && invoice.cancellationReason && (
          <Row term={m.back_office_invoice_cancellation_reason()}>
            {satEntry(invoice.cancellationReason, cancellationReasonName(invoice.cancellationReason))}
          </Row>
        )}
        {cancelled && invoice.replacementUuid && (
          <Row term={m.back_office_invoice_replaced_by()}>
            <span className="font-mono text-sm break-all">{invoice.replacementUuid}</span>
          </Row>
        )}
      </dl>
      {/* A cancelled CFDI is still the shop's record of it: its files stay downloadable. */}
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        <a href={adminInvoiceFileUrl(orderId, "xml")} download className={linkClass}>
          {m.back_office_invoice_download_xml()}
        </a>
        <a href={adminInvoiceFileUrl(orderId, "pdf")} download className={linkClass}>
          {m.back_office_invoice_download_pdf()}
        </a>
      </p>
    </>
  );
}

/** The order's invoices cancelled before the one shown: when and why, and their files (docs/product.md 93). */
function EarlierInvoices({
  orderId,
  invoices,
  timeZone,
}: {
  orderId: string;
  invoices: InvoiceView[];
  timeZone: string;
}) {
  if (invoices.length === 0) return null;
  return (
    <>
      <h3 className="mt-6 mb-2 font-semibold">{m.back_office_invoice_earlier()}</h3>
      <ul className="space-y-2">
        {invoices.map((earlier) => {
          const invoice = serieFolio(earlier);
          return (
            <li key={earlier.id}>
              {m.back_office_invoice_earlier_line({
                invoice,
                date: earlier.cancelledAt ? shopDateTime(earlier.cancelledAt, timeZone) : "",
                reason: earlier.cancellationReason
                  ? satEntry(earlier.cancellationReason, cancellationReasonName(earlier.cancellationReason))
                  : "",
              })}
              <span className="ms-4 inline-flex gap-x-4">
                <a href={adminInvoiceFileUrl(orderId, "xml", earlier.id)} download className={linkClass}>
                  {m.back_office_invoice_download_xml_of({ invoice })}
                </a>
                <a href={adminInvoiceFileUrl(orderId, "pdf", earlier.id)} download className={linkClass}>
                  {m.back_office_invoice_download_pdf_of({ invoice })}
                </a>
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** Which reason the invoice may be cancelled with, and why, by what was refunded (docs/product.md 93). */
const CANCELLATION_HINTS: Record<RefundState, () => string> = {
  none: m.back_office_invoice_refund_first,
  part: m.back_office_invoice_part_refunded_hint,
  all: m.back_office_invoice_refunded_hint,
};

/**
 * The order's CFDI for staff (docs/product.md 92-93): none, the one being stamped, or its data and
 * files, then the ones cancelled before it. An active invoice can be cancelled with the SAT reason
 * that fits what was refunded, which the panel says. A refusal (409: the order or the invoice changed
 * meanwhile; 503: the provider did not cancel it) is said here, after a 409 beside the invoice read
 * again, and holds until the invoice is next read or the dialog opens again.
 */
export function OrderInvoice({ order, timeZone }: { order: AdminOrder; timeZone: string }) {
  const answer = useAdminOrderInvoice(order.id);
  const refund = refundStateOf({ refundedCents: order.refunded, totalCents: order.total });
  const cancel = useCancelInvoice(order.id);
  const [asking, setAsking] = useState(false);
  const queryClient = useQueryClient();
  // A refusal, with the read of the invoice it was said beside; a new object each time, so the same
  // refusal twice takes the focus again.
  const [problem, setProblem] = useState<{ message: string; beside: unknown } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const invoice = answer.data?.invoice ?? null;
  // Once the invoice is read again (a later refresh, another staffer's change) the refusal is old news.
  const shownProblem = problem && problem.beside === answer.data ? problem.message : null;

  // The dialog closed on a refusal: its reason takes the focus (the invoice may have changed under it).
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const openDialog = () => {
    setProblem(null);
    setAsking(true);
  };

  const closeDialog = () => {
    setAsking(false);
    opener.current?.focus();
  };

  const send = (input: CancelInvoiceInput, refused: (error: ApiError) => void) => {
    cancel.mutate(input, {
      onSuccess: ({ invoice: cancelled }) => {
        setAsking(false);
        showNotice({
          type: "success",
          title: m.back_office_invoice_cancelled_title(),
          message: m.back_office_invoice_cancelled_message({
            invoice: serieFolio(cancelled),
            number: orderNumber(order),
          }),
        });
        // The button that opened the dialog is gone with the active invoice.
        afterDialogCloses(() => heading.current?.focus());
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) {
          refused(error);
          return;
        }
        setAsking(false);
        // No answer from the shop itself: the generic notice. A 503 the server explains (the
        // invoicing provider did not cancel, the invoice is still active) is said here like a 409.
        if (isUnavailableError(error) && !serverExplained(error)) {
          showErrorNotice(error, m.back_office_invoice_cancel_failed());
          opener.current?.focus();
          return;
        }
        setProblem({
          message: error.message || m.back_office_invoice_cancel_failed(),
          beside: lastInvoiceRead(queryClient, order.id),
        });
      },
    });
  };

  let body: ReactNode;
  if (answer.isPending) body = <DotWaveLoader label={m.back_office_invoice_loading()} />;
  else if (answer.isError && !answer.data)
    body = <LoadFailed message={m.back_office_invoice_failed()} retry={() => void answer.refetch()} />;
  else if (!invoice && answer.data?.pending)
    body = <PendingFacts pending={answer.data.pending} timeZone={timeZone} />;
  else if (!invoice) body = <p className="text-muted">{m.back_office_invoice_none()}</p>;
  else
    body = (
      <>
        <InvoiceFacts orderId={order.id} invoice={invoice} timeZone={timeZone} />
        {invoice.status === "active" && (
          <>
            <p className="mt-4 text-sm text-muted">{CANCELLATION_HINTS[refund]()}</p>
            <BusyButton
              busy={cancel.isPending}
              ref={opener}
              type="button"
              onClick={openDialog}
              className={`${dangerButtonClass} mt-4`}
            >
              {m.back_office_invoice_cancel()}
            </BusyButton>
          </>
        )}
      </>
    );

  return (
    <section aria-labelledby="invoice-heading" className={panelClass}>
      <h2
        id="invoice-heading"
        ref={heading}
        tabIndex={-1}
        className={`${panelHeadingClass} focus:outline-none`}
      >
        {m.back_office_invoice_heading()}
      </h2>
      {shownProblem && (
        <p
          ref={problemRef}
          role="alert"
          tabIndex={-1}
          className="mb-4 rounded-lg bg-danger/10 p-3 font-medium text-danger-fg"
        >
          {shownProblem}
        </p>
      )}
      {body}
      <EarlierInvoices orderId={order.id} invoices={answer.data?.earlier ?? []} timeZone={timeZone} />
      {asking && invoice && (
        <CancelInvoiceDialog
          invoice={invoice}
          reasons={CANCELLATION_REASONS_BY_REFUND[refund]}
          busy={cancel.isPending}
          onConfirm={send}
          onCancel={closeDialog}
        />
      )}
    </section>
  );
}
