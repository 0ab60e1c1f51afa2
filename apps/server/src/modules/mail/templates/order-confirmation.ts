import { formatMoney, orderNumber } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { writtenIn } from "../mail-locale.ts";
import type { OutgoingMail } from "../outbox.ts";
import { renderMail } from "./layout.ts";
import { type OrderMailData, orderPageUrl, paymentLines } from "./order-mail-parts.ts";
import { detailsBlock, linesBlock, shipsToLines, totalsBlock } from "./order-summary-blocks.ts";

/** Its links and pictures are absolute (`baseUrl`): a mail client has no base address. */
export type OrderConfirmationData = OrderMailData;

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
      seller: data.seller,
      preheader: m.mail_order_confirmation_preheader({
        total: formatMoney(order.total),
        date: order.deliveryDate,
      }),
      heading: m.mail_order_confirmation_heading({ name: data.name }),
      paragraphs: [m.mail_order_confirmation_body({ number })],
      // When it arrives, where it ships and how it was paid: the card (and its meses sin intereses
      // plan, docs/product.md 88) or OXXO or SPEI.
      blocks: [
        linesBlock(order, data.baseUrl),
        totalsBlock(order),
        detailsBlock([
          [m.mail_arrives(), [order.deliveryDate]],
          [m.mail_ships_to(), shipsToLines(order)],
          [m.mail_paid_with(), paymentLines(order)],
        ]),
      ],
      action: { label: m.mail_see_order(), url },
      footnote: m.mail_order_confirmation_footnote(),
    }),
  }));
}
