import { formatMoney, type Order } from "@hogar/shared";
import { addressLines } from "@hogar/shared/address-format";
import { phoneForReading } from "@hogar/shared/address-rules";
import { lineTitle } from "@hogar/shared/cart-rules";
import { m } from "@hogar/shared/messages";
import { pictureAlt } from "@hogar/shared/picture-alt";
import { mailPicturePath } from "../../images/mail-pictures.ts";
import { html, mailUrl } from "./html.ts";
import { MAIL_COLOURS, MAIL_FONT, type MailBlock } from "./layout.ts";

// An order's lines and totals, as the confirmation (docs/product.md 56) and the pay-later mail show them.

// Mail clients show a picture at most this wide per line.
const PICTURE_PX = 64;

/** The line's picture from the shop itself, or none: a mail never loads anything from elsewhere. */
function pictureUrl(line: Order["lines"][number], baseUrl: string): string | null {
  const path = mailPicturePath(line.image?.src);
  return path ? mailUrl(`${baseUrl}${path}`) : null;
}

export const summaryCell = (align: "left" | "right" = "left") =>
  `padding:8px 0;font-family:${MAIL_FONT};font-size:14px;line-height:20px;color:${MAIL_COLOURS.heading};text-align:${align};vertical-align:middle`;

/**
 * Each line's picture, name and amount, and its total in a column of its own. The figures keep a gap
 * from the words beside them: on a phone a long name otherwise ran into its price.
 */
export function linesBlock(order: Order, baseUrl: string): MailBlock {
  const rows = order.lines.map((line) => {
    const picture = pictureUrl(line, baseUrl);
    return html`<tr>
<td width="${PICTURE_PX + 12}" style="${summaryCell()};width:${PICTURE_PX + 12}px">${
      picture &&
      html`<img src="${picture}" width="${PICTURE_PX}" height="${PICTURE_PX}" alt="${line.image ? pictureAlt(line.image.alt) : line.name}" style="display:block;width:${PICTURE_PX}px;height:${PICTURE_PX}px;object-fit:cover;border-radius:6px;border:0">`
    }</td>
<td style="${summaryCell()}">${lineTitle(line.name, line.variantLabel)}<br><span style="color:${MAIL_COLOURS.body}">${line.quantity} × ${formatMoney(line.price)}</span></td>
<td style="${summaryCell("right")};white-space:nowrap;padding-left:12px">${formatMoney(line.lineTotal)}</td>
</tr>`;
  });
  const text = order.lines
    .map(
      (line) =>
        `${line.quantity} × ${lineTitle(line.name, line.variantLabel)} (${formatMoney(line.price)}): ${formatMoney(line.lineTotal)}`,
    )
    .join("\n");
  return {
    html: html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;border-top:1px solid ${MAIL_COLOURS.rule};border-bottom:1px solid ${MAIL_COLOURS.rule}">${rows}</table>`,
    text,
  };
}

/** Subtotal, any discount, shipping and total, with the IVA the total contains under it (docs/product.md 82). */
export function totalsBlock(order: Order): MailBlock {
  const shipping = order.shipping === 0 ? m.mail_shipping_free() : formatMoney(order.shipping);
  const figures: [string, string, boolean][] = [
    [m.mail_subtotal(), formatMoney(order.subtotal), false],
    // A promotion code's discount, under the subtotal it came off (docs/product.md 102).
    ...(order.discount > 0
      ? ([
          [
            m.promotions_discount({ code: order.promotionCode ?? "" }),
            `-${formatMoney(order.discount)}`,
            false,
          ],
        ] as [string, string, boolean][])
      : []),
    [m.mail_shipping(), shipping, false],
    [m.mail_total(), formatMoney(order.total), true],
  ];
  const iva = m.common_iva_included({ amount: formatMoney(order.ivaCents) });
  const rows = figures.map(
    ([label, value, strong]) => html`<tr>
<td style="${summaryCell()};padding:4px 0;${strong ? "font-weight:600;font-size:16px" : `color:${MAIL_COLOURS.body}`}">${label}</td>
<td style="${summaryCell("right")};padding:4px 0 4px 12px;${strong ? "font-weight:600;font-size:16px" : ""}">${value}</td>
</tr>`,
  );
  const ivaRow = html`<tr><td colspan="2" style="${summaryCell("right")};padding:0 0 4px;font-size:12px;color:${MAIL_COLOURS.body}">${iva}</td></tr>`;
  return {
    html: html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px">${rows}${ivaRow}</table>`,
    text: [...figures.map(([label, value]) => `${label}: ${value}`), iva].join("\n"),
  };
}

/**
 * The whole address an order ships to (docs/product.md 83), name first, then its phone and the
 * delivery instructions the shopper wrote, as the details block lists it. An order whose account
 * was deleted keeps no name or phone, and has no line for them.
 */
export function shipsToLines(order: Order): string[] {
  const address = order.shippingAddress;
  const phone = address.phone.trim();
  const instructions = address.instructions?.trim();
  return [
    address.fullName,
    ...addressLines(address),
    phone ? m.orders_phone({ phone: phoneForReading(phone) }) : "",
    instructions ? m.orders_instructions({ instructions }) : "",
  ].filter(Boolean);
}

/** Labelled details (when it arrives, where it ships, how it was paid), a value of several lines each. */
export function detailsBlock(details: [label: string, lines: string[]][]): MailBlock {
  const rows = details.map(
    ([label, lines]) => html`<tr>
<td width="96" style="${summaryCell()};vertical-align:top;color:${MAIL_COLOURS.body};width:96px">${label}</td>
<td style="${summaryCell()};vertical-align:top">${lines.map((line, i) => html`${i > 0 && html`<br>`}${line}`)}</td>
</tr>`,
  );
  return {
    html: html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 8px">${rows}</table>`,
    text: details.map(([label, lines]) => `${label}: ${lines.join(", ")}`).join("\n"),
  };
}
