import { formatMoney, type Order, orderNumber } from "@hogar/shared";
import { addressLines } from "@hogar/shared/address-format";
import { m } from "@hogar/shared/messages";
import { writtenIn } from "../mail-locale.ts";
import type { OutgoingMail } from "../outbox.ts";
import { html } from "./html.ts";
import { MAIL_COLOURS, type MailBlock, renderMail } from "./layout.ts";
import { type OrderMailData, orderPageUrl, paymentLines } from "./order-mail-parts.ts";
import { summaryCell as cell, linesBlock, totalsBlock } from "./order-summary-blocks.ts";

/** Its links and pictures are absolute (`baseUrl`): a mail client has no base address. */
export type OrderConfirmationData = OrderMailData;

/**
 * When it arrives, the whole address it ships to (name first, then addressLines) and how it was
 * paid: the card (and its meses sin intereses plan, docs/product.md 88) or OXXO or SPEI.
 */
function detailsBlock(order: Order): MailBlock {
  const address = order.shippingAddress;
  const details: [string, string[]][] = [
    [m.mail_arrives(), [order.deliveryDate]],
    [m.mail_ships_to(), [address.fullName, ...addressLines(address)]],
    [m.mail_paid_with(), paymentLines(order)],
  ];
  const rows = details.map(
    ([label, lines]) => html`<tr>
<td width="96" style="${cell()};vertical-align:top;color:${MAIL_COLOURS.body};width:96px">${label}</td>
<td style="${cell()};vertical-align:top">${lines.map((line, i) => html`${i > 0 && html`<br>`}${line}`)}</td>
</tr>`,
  );
  return {
    html: html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 8px">${rows}</table>`,
    text: details.map(([label, lines]) => `${label}: ${lines.join(", ")}`).join("\n"),
  };
}

/**
 * Sent when an order is paid (docs/product.md 56), in the shopper's pick else the order's language.
 * It links to the order's own page.
 */
export function orderConfirmationMail(data: OrderConfirmationData): OutgoingMail {
  const { order, shopName } = data;
  const number = orderNumber(order);
  const url = orderPageUrl(data.baseUrl, order.id);
  return writtenIn(data.locale, () => ({
    to: data.to,
    subject: m.mail_order_confirmation_subject({ shopName, number }),
    link: url,
    ...renderMail({
      shopName,
      preheader: m.mail_order_confirmation_preheader({
        total: formatMoney(order.total),
        date: order.deliveryDate,
      }),
      heading: m.mail_order_confirmation_heading({ name: data.name }),
      paragraphs: [m.mail_order_confirmation_body({ number })],
      blocks: [linesBlock(order, data.baseUrl), totalsBlock(order), detailsBlock(order)],
      action: { label: m.mail_see_order(), url },
      footnote: m.mail_order_confirmation_footnote(),
    }),
  }));
}
