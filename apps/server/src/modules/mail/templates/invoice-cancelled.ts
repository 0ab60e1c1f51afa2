import { orderNumber } from "@hogar/shared";
import { serieFolio } from "@hogar/shared/invoices";
import { m } from "@hogar/shared/messages";
import type { OutgoingMail } from "../outbox.ts";
import { factsBlock, type OrderMailData, orderChangeMail } from "./order-mail-parts.ts";

/**
 * Sent when staff cancel an order's invoice as issued with errors (SAT reason 02, docs/product.md
 * 93): the sale stands, and the shopper may check their fiscal data and ask for it again.
 */
export function invoiceCancelledForErrorsMail(
  data: OrderMailData & { invoice: { series: string; folio: number; uuid: string } },
): OutgoingMail {
  const { order, shopName, invoice } = data;
  const number = orderNumber(order);
  return orderChangeMail(data, () => ({
    subject: m.mail_invoice_cancelled_subject({ shopName, number }),
    preheader: m.mail_invoice_cancelled_preheader({ invoice: serieFolio(invoice) }),
    heading: m.mail_invoice_cancelled_heading(),
    paragraphs: [m.mail_invoice_cancelled_body({ number, invoice: serieFolio(invoice) })],
    blocks: [
      factsBlock([
        [m.mail_invoice_series_folio(), serieFolio(invoice)],
        [m.mail_invoice_uuid(), invoice.uuid],
      ]),
    ],
  }));
}
