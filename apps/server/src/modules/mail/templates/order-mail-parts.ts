import { type Order, SHOP_TIME_ZONE } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { type MailLocale, writtenIn } from "../mail-locale.ts";
import type { OutgoingMail } from "../outbox.ts";
import { html } from "./html.ts";
import { MAIL_COLOURS, MAIL_FONT, type MailBlock, renderMail } from "./layout.ts";

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
}

/** The shopper's page of one order, where every mail about it points. */
export function orderPageUrl(baseUrl: string, orderId: string): string {
  return `${baseUrl}/account/orders/${orderId}`;
}

/** dd/mm/yyyy in the shop's time zone, as the shop writes dates in both languages (docs/product.md 24, 81). */
export function shopDate(instant: Date): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: SHOP_TIME_ZONE,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(instant);
}

/** "Visa ending in 4242" in the mail's language. */
export function paidCard(order: Pick<Order, "card">): string {
  return m.mail_card({ brand: order.card.brand, last4: order.card.last4 });
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
}

/**
 * A mail about a change of an order: the shop's frame, a greeting, a button to the order's page,
 * all in the shopper's language (`data.locale`), in which `write` runs too.
 */
export function orderChangeMail(data: OrderMailData, write: () => OrderChangeContent): OutgoingMail {
  return writtenIn(data.locale, () => {
    const content = write();
    const url = orderPageUrl(data.baseUrl, data.order.id);
    return {
      to: data.to,
      subject: content.subject,
      link: url,
      ...renderMail({
        shopName: data.shopName,
        preheader: content.preheader,
        heading: content.heading,
        paragraphs: [m.mail_greeting({ name: data.name }), ...content.paragraphs],
        blocks: content.blocks,
        action: { label: m.mail_see_order(), url },
        footnote: content.footnote,
      }),
    };
  });
}
