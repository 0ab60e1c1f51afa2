import { orderNumber } from "@hogar/shared";
import { serieFolio } from "@hogar/shared/invoices";
import { m } from "@hogar/shared/messages";
import type { OutgoingMail } from "../outbox.ts";
import { factsBlock, type OrderMailData, orderChangeMail } from "./order-mail-parts.ts";

interface CancelledInvoice {
  series: string;
  folio: number;
  uuid: string;
}

/** A cancelled invoice's mail: what it was, and why in words that fit the SAT reason. */
function invoiceCancelledMail(
  data: OrderMailData,
  invoice: CancelledInvoice,
  words: { preheader: string; body: string; facts?: [string, string][] },
): OutgoingMail {
  const { order, shopName } = data;
  return orderChangeMail(data, () => ({
    subject: m.mail_invoice_cancelled_subject({ shopName, number: orderNumber(order) }),
    preheader: words.preheader,
    heading: m.mail_invoice_cancelled_heading(),
    paragraphs: [words.body],
    blocks: [
      factsBlock([
        [m.mail_invoice_series_folio(), serieFolio(invoice)],
        [m.mail_invoice_uuid(), invoice.uuid],
        ...(words.facts ?? []),
      ]),
    ],
  }));
}

/**
 * Sent when staff cancel an order's invoice as issued with errors (SAT reason 02, docs/product.md
 * 93): the sale stands, and the shopper may check their fiscal data and ask for it again.
 */
export function invoiceCancelledForErrorsMail(
  data: OrderMailData & { invoice: CancelledInvoice },
): OutgoingMail {
  const invoice = serieFolio(data.invoice);
  return invoiceCancelledMail(data, data.invoice, {
    preheader: m.mail_invoice_cancelled_preheader({ invoice }),
    body: m.mail_invoice_cancelled_body({ number: orderNumber(data.order), invoice }),
  });
}

/**
 * Sent when staff cancel an order's invoice after a full refund (SAT reason 03, docs/product.md 93):
 * the sale did not take place, and a shopper who recorded the invoice records its cancellation too.
 */
export function invoiceCancelledRefundedMail(
  data: OrderMailData & { invoice: CancelledInvoice },
): OutgoingMail {
  const invoice = serieFolio(data.invoice);
  return invoiceCancelledMail(data, data.invoice, {
    preheader: m.mail_invoice_cancelled_refunded_preheader({ invoice }),
    body: m.mail_invoice_cancelled_refunded_body({ number: orderNumber(data.order), invoice }),
  });
}

/**
 * Sent when staff cancel an order's invoice as replaced by another (SAT reason 01, docs/product.md
 * 93), which the shop's accountant issued: its folio fiscal, so the shopper can match the two.
 */
export function invoiceCancelledReplacedMail(
  data: OrderMailData & { invoice: CancelledInvoice; replacementUuid: string },
): OutgoingMail {
  const invoice = serieFolio(data.invoice);
  return invoiceCancelledMail(data, data.invoice, {
    preheader: m.mail_invoice_cancelled_replaced_preheader({ invoice }),
    body: m.mail_invoice_cancelled_replaced_body({ number: orderNumber(data.order), invoice }),
    facts: [[m.mail_invoice_replacement_uuid(), data.replacementUuid]],
  });
}
