import { type InvoiceView, serieFolio } from "@hogar/shared/invoices";
import { m } from "@hogar/shared/messages";
import { cancellationReasonName } from "@hogar/shared/sat-catalogs";
import { shopDate, shopDateTime } from "@hogar/shared/shop-dates";
import type { Ref } from "react";
import { secondaryActionClass } from "../../../components/ui/action-styles.ts";
import { invoiceFileUrl } from "../api/order-invoice.ts";
import { factRowClass } from "./styles.ts";

/**
 * A stamped invoice (docs/product.md 92): its Serie and Folio, folio fiscal, stamp date and receiver,
 * with the XML and the PDF to download while it stands; a cancelled one says when and why
 * (docs/product.md 93). `headlineRef` takes the focus after a request made it.
 */
export function InvoiceFacts({
  orderId,
  invoice,
  timeZone,
  headlineRef,
}: {
  orderId: string;
  invoice: InvoiceView;
  timeZone: string;
  headlineRef?: Ref<HTMLParagraphElement>;
}) {
  const cancelled = invoice.status === "cancelled";
  const reason = invoice.cancellationReason;
  return (
    <>
      <p ref={headlineRef} tabIndex={-1} className={cancelled ? "font-medium text-danger-fg" : "font-medium"}>
        {cancelled
          ? m.invoicing_cancelled({
              date: invoice.cancelledAt ? shopDate(invoice.cancelledAt, timeZone) : "",
              reason: reason ? (cancellationReasonName(reason) ?? reason) : "",
            })
          : m.invoicing_issued()}
      </p>
      {cancelled && invoice.replacementUuid && (
        <p className="mt-1 text-sm break-all text-muted">
          {m.invoicing_replaced_by({ uuid: invoice.replacementUuid })}
        </p>
      )}
      <dl className="mt-3">
        <div className={factRowClass}>
          <dt>{m.invoicing_serie_folio()}</dt>
          <dd className="font-medium">{serieFolio(invoice)}</dd>
        </div>
        <div className={factRowClass}>
          <dt>{m.invoicing_uuid()}</dt>
          <dd className="font-mono text-sm font-medium break-all">{invoice.uuid}</dd>
        </div>
        <div className={factRowClass}>
          <dt>{m.invoicing_stamped_on()}</dt>
          <dd>{shopDateTime(invoice.stampedAt, timeZone)}</dd>
        </div>
        <div className={factRowClass}>
          <dt>{m.invoicing_receiver_rfc()}</dt>
          <dd className="font-medium">{invoice.receiver.rfc}</dd>
        </div>
      </dl>
      {!cancelled && (
        <>
          <div className="mt-4 flex flex-wrap gap-3">
            <a href={invoiceFileUrl(orderId, "xml")} download className={secondaryActionClass}>
              {m.invoicing_download_xml()}
            </a>
            <a href={invoiceFileUrl(orderId, "pdf")} download className={secondaryActionClass}>
              {m.invoicing_download_pdf()}
            </a>
          </div>
          <p className="mt-3 text-sm text-muted">{m.invoicing_emailed()}</p>
        </>
      )}
    </>
  );
}
