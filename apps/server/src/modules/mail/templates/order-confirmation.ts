import { formatMoney, type Order, orderNumber } from "@hogar/shared";
import type { OutgoingMail } from "../outbox.ts";
import { html, mailUrl } from "./html.ts";
import { MAIL_COLOURS, MAIL_FONT, type MailBlock, renderMail } from "./layout.ts";
import { orderPageUrl } from "./order-mail-parts.ts";

export interface OrderConfirmationData {
  to: string;
  name: string;
  order: Order;
  /** The shop's BASE_URL: links and pictures are absolute, a mail client has no base address. */
  baseUrl: string;
  shopName: string;
}

// Mail clients show a picture at most this wide per line; the 320 px WebP is enough for 2x screens.
const PICTURE_PX = 64;

/** The line's picture from the shop itself, or none: a mail never loads anything from elsewhere. */
function pictureUrl(line: Order["lines"][number], baseUrl: string): string | null {
  const src = line.image?.src;
  if (!src?.startsWith("/images/")) return null;
  return mailUrl(`${baseUrl}${src.replace(/-\d+\.webp$/, "-320.webp")}`);
}

const cell = (align: "left" | "right" = "left") =>
  `padding:8px 0;font-family:${MAIL_FONT};font-size:14px;line-height:20px;color:${MAIL_COLOURS.heading};text-align:${align};vertical-align:middle`;

function linesBlock(order: Order, baseUrl: string): MailBlock {
  const rows = order.lines.map((line) => {
    const picture = pictureUrl(line, baseUrl);
    return html`<tr>
<td width="${PICTURE_PX + 12}" style="${cell()};width:${PICTURE_PX + 12}px">${
      picture &&
      html`<img src="${picture}" width="${PICTURE_PX}" height="${PICTURE_PX}" alt="${line.image?.alt ?? line.name}" style="display:block;width:${PICTURE_PX}px;height:${PICTURE_PX}px;object-fit:cover;border-radius:6px;border:0">`
    }</td>
<td style="${cell()}">${line.name}<br><span style="color:${MAIL_COLOURS.body}">${line.quantity} × ${formatMoney(line.price)}</span></td>
<td style="${cell("right")};white-space:nowrap">${formatMoney(line.lineTotal)}</td>
</tr>`;
  });
  const text = order.lines
    .map(
      (line) =>
        `${line.quantity} × ${line.name} (${formatMoney(line.price)}): ${formatMoney(line.lineTotal)}`,
    )
    .join("\n");
  return {
    html: html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;border-top:1px solid ${MAIL_COLOURS.rule};border-bottom:1px solid ${MAIL_COLOURS.rule}">${rows}</table>`,
    text,
  };
}

function totalsBlock(order: Order): MailBlock {
  const shipping = order.shipping === 0 ? "FREE" : formatMoney(order.shipping);
  const figures: [string, string, boolean][] = [
    ["Subtotal", formatMoney(order.subtotal), false],
    ["Shipping", shipping, false],
    ["Total", formatMoney(order.total), true],
  ];
  const rows = figures.map(
    ([label, value, strong]) => html`<tr>
<td style="${cell()};padding:4px 0;${strong ? "font-weight:600;font-size:16px" : `color:${MAIL_COLOURS.body}`}">${label}</td>
<td style="${cell("right")};padding:4px 0;${strong ? "font-weight:600;font-size:16px" : ""}">${value}</td>
</tr>`,
  );
  return {
    html: html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px">${rows}</table>`,
    text: figures.map(([label, value]) => `${label}: ${value}`).join("\n"),
  };
}

function detailsBlock(order: Order): MailBlock {
  const address = order.shippingAddress;
  const details: [string, string[]][] = [
    ["Arrives", [order.deliveryDate]],
    ["Ships to", [address.fullName, address.streetAndNumber, `${address.postalCode}, ${address.country}`]],
    ["Paid with", [`${order.card.brand} ending in ${order.card.last4}`]],
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

/** Sent when an order is paid (docs/product.md 56). It links to the order's own page. */
export function orderConfirmationMail(data: OrderConfirmationData): OutgoingMail {
  const { order } = data;
  const number = orderNumber(order);
  const url = orderPageUrl(data.baseUrl, order.id);
  return {
    to: data.to,
    subject: `Your ${data.shopName} order ${number} is confirmed`,
    link: url,
    ...renderMail({
      shopName: data.shopName,
      preheader: `Total ${formatMoney(order.total)}, arriving ${order.deliveryDate}.`,
      heading: `Thank you for your order, ${data.name}!`,
      paragraphs: [`We received your payment for order ${number}. Here is what you bought.`],
      blocks: [linesBlock(order, data.baseUrl), totalsBlock(order), detailsBlock(order)],
      action: { label: "See your order", url },
      footnote: "Keep this e-mail as the record of your payment.",
    }),
  };
}
