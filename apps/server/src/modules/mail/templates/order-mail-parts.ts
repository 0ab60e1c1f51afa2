import { formatMoney, type Order } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { msiPayments } from "@hogar/shared/payment-methods";
import { type MailLocale, writtenIn } from "../mail-locale.ts";
import type { MailAttachment, OutgoingMail } from "../outbox.ts";
import { html } from "./html.ts";
import { MAIL_COLOURS, MAIL_FONT, type MailBlock, type MailSeller, renderMail } from "./layout.ts";

/** What every mail about an order needs. */
export interface OrderMailData {
  to: string;
  name: string;
  order: Order;
  /** The shop's BASE_URL: links are absolute, a mail client has no base address. */
  baseUrl: string;
  shopName: string;
  /** The shopper's pick, else the order's language (../mail-locale.ts); never the admin's. */
  locale?: MailLocale;
  /** Who sells, in the mail's foot. */
  seller?: MailSeller;
}

/** The shopper's page of one order, where every mail about it points. */
export function orderPageUrl(baseUrl: string, orderId: string): string {
  return `${baseUrl}/account/orders/${orderId}`;
}

/** "Visa ending in 4242" for a card, else "Cash at OXXO" or "SPEI bank transfer", in the mail's language. */
export function paymentMethodWords(order: Pick<Order, "card" | "paymentMethod">): string {
  if (order.card) return m.mail_card({ brand: order.card.brand, last4: order.card.last4 });
  return order.paymentMethod === "spei" ? m.mail_paid_spei() : m.mail_paid_oxxo();
}

/**
 * How the order was paid, one line each: the card or the method, and for meses sin intereses the
 * plan with its monthly payment (docs/product.md 88: rounded up to the centavo, the last one takes
 * what is left, said when it differs).
 */
export function paymentLines(
  order: Pick<Order, "card" | "paymentMethod" | "installments" | "total">,
): string[] {
  const lines = [paymentMethodWords(order)];
  if (order.installments > 1) {
    const { months, amount, last } = msiPayments(order.total, order.installments);
    lines.push(
      last === null
        ? m.mail_msi_payments({ months, monthly: amount })
        : m.mail_msi_payments_last({ months, monthly: amount, last }),
    );
  }
  return lines;
}

/** "We refunded $x to your Visa ending in 4242..." or, for an OXXO or SPEI payment, without a card. */
export function refundedWords(order: Pick<Order, "card" | "paymentMethod">, refundCents: number) {
  const refund = formatMoney(refundCents);
  if (order.card) {
    const card = paymentMethodWords(order);
    return {
      preheader: m.mail_refunded_preheader({ refund, card }),
      sentence: m.mail_refunded({ refund, card }),
    };
  }
  return {
    preheader: m.mail_refunded_payment_preheader({ refund }),
    sentence: m.mail_refunded_payment({ refund, method: paymentMethodWords(order) }),
  };
}

/** Labelled facts (carrier, tracking number, refund...) as a two-column table and as text lines. */
export function factsBlock(facts: [label: string, value: string][]): MailBlock {
  const cell = `padding:4px 0;font-family:${MAIL_FONT};font-size:14px;line-height:20px;vertical-align:top`;
  const rows = facts.map(
    ([label, value]) => html`<tr>
<td width="140" style="${cell};width:140px;color:${MAIL_COLOURS.body}">${label}</td>
<td style="${cell};color:${MAIL_COLOURS.heading};font-weight:600">${value}</td>
</tr>`,
  );
  return {
    html: html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 8px">${rows}</table>`,
    text: facts.map(([label, value]) => `${label}: ${value}`).join("\n"),
  };
}

/** What a mail about an order's change says; written by a function run in the mail's language. */
export interface OrderChangeContent {
  subject: string;
  preheader: string;
  heading: string;
  paragraphs: string[];
  blocks?: MailBlock[];
  footnote?: string;
  /** The button; "See your order" (the order's page) unless given. */
  action?: { label: string; url: string };
  /** Pictures the HTML shows by `cid:` (the OXXO barcode). */
  attachments?: MailAttachment[];
}

/**
 * A mail about a change of an order: the shop's frame, a greeting, a button to the order's page,
 * all in the shopper's language (`data.locale`), in which `write` runs too.
 */
export function orderChangeMail(data: OrderMailData, write: () => OrderChangeContent): OutgoingMail {
  return writtenIn(data.locale, () => {
    const content = write();
    const action = content.action ?? {
      label: m.mail_see_order(),
      url: orderPageUrl(data.baseUrl, data.order.id),
    };
    return {
      to: data.to,
      subject: content.subject,
      link: action.url,
      ...(content.attachments && { attachments: content.attachments }),
      ...renderMail({
        shopName: data.shopName,
        seller: data.seller,
        preheader: content.preheader,
        heading: content.heading,
        paragraphs: [m.mail_greeting({ name: data.name }), ...content.paragraphs],
        blocks: content.blocks,
        action,
        footnote: content.footnote,
      }),
    };
  });
}
