import { formatMoney, orderNumber } from "@hogar/shared";
import { serieFolio } from "@hogar/shared/invoices";
import { m } from "@hogar/shared/messages";
import type { MailAttachment, OutgoingMail } from "../outbox.ts";
import { factsBlock, type OrderMailData, orderChangeMail } from "./order-mail-parts.ts";

/** The stamped invoice a mail carries: its numbering, receiver and both files. */
export interface StampedInvoiceFiles {
  series: string;
  folio: number;
  uuid: string;
  receiver: { rfc: string; name: string };
  /** The files as the shopper downloads them, e.g. Hogar-A12.xml and Hogar-A12.pdf. */
  xml: { filename: string; content: string };
  pdf: { filename: string; content: Buffer };
}

/**
 * Sent when an order's CFDI is stamped, with the stamped XML and its PDF attached (docs/product.md
 * 92), in the shopper's language; the SAT's own words (folio fiscal) stay as they are.
 */
export function invoiceStampedMail(data: OrderMailData & { invoice: StampedInvoiceFiles }): OutgoingMail {
  const { order, shopName, invoice } = data;
  const number = orderNumber(order);
  const attachments: MailAttachment[] = [
    {
      filename: invoice.xml.filename,
      contentType: "application/xml",
      contentBase64: Buffer.from(invoice.xml.content, "utf8").toString("base64"),
    },
    {
      filename: invoice.pdf.filename,
      contentType: "application/pdf",
      contentBase64: invoice.pdf.content.toString("base64"),
    },
  ];
  return orderChangeMail(data, () => ({
    subject: m.mail_invoice_subject({ shopName, number }),
    preheader: m.mail_invoice_preheader({ uuid: invoice.uuid }),
    heading: m.mail_invoice_heading(),
    paragraphs: [m.mail_invoice_body({ number })],
    blocks: [
      factsBlock([
        [m.mail_invoice_series_folio(), serieFolio(invoice)],
        [m.mail_invoice_uuid(), invoice.uuid],
        [m.mail_invoice_receiver(), `${invoice.receiver.name} (${invoice.receiver.rfc})`],
        [m.mail_total(), formatMoney(order.total)],
      ]),
    ],
    attachments,
  }));
}
