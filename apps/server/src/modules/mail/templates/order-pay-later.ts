import { formatMoney, orderNumber } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { DAY_AFTER_PAYMENT } from "@hogar/shared/order-rules";
import type { OutgoingMail } from "../outbox.ts";
import { type OrderMailData, orderChangeMail } from "./order-mail-parts.ts";
import { detailsBlock, linesBlock, shipsToLines, totalsBlock } from "./order-summary-blocks.ts";
import { payLaterDeadline, payLaterInstructions, titleBlock } from "./pay-later-blocks.ts";

/**
 * Sent when an OXXO or SPEI order is placed and awaits its payment (docs/product.md 86), in the
 * shopper's pick else the order's language: how to pay (the OXXO barcode as an attached picture,
 * reference, amount, deadline and steps; or the CLABE, bank, reference, amount, deadline and steps),
 * then the order's lines and totals with its IVA (docs/product.md 82), when it arrives counting from
 * the payment and where it ships, and a link to its page.
 */
export function orderPayLaterMail(data: OrderMailData): OutgoingMail {
  const { order, shopName } = data;
  const payLater = order.payLater;
  if (!payLater) throw new Error("an order awaiting payment has its voucher or transfer");
  const number = orderNumber(order);
  return orderChangeMail(data, () => {
    const amount = formatMoney(payLater.amount);
    const deadline = payLaterDeadline(payLater);
    const oxxo = payLater.method === "oxxo";
    const instructions = payLaterInstructions(payLater);
    return {
      subject: oxxo
        ? m.mail_pay_later_subject_oxxo({ shopName, number })
        : m.mail_pay_later_subject_spei({ shopName, number }),
      preheader: oxxo
        ? m.mail_pay_later_preheader_oxxo({ amount, deadline })
        : m.mail_pay_later_preheader_spei({ amount, deadline }),
      heading: oxxo ? m.mail_pay_later_heading_oxxo() : m.mail_pay_later_heading_spei(),
      paragraphs: [m.mail_pay_later_body({ number, deadline }), m.mail_pay_later_deadline()],
      blocks: [
        ...instructions.blocks,
        titleBlock(m.mail_pay_later_your_order()),
        linesBlock(order, data.baseUrl),
        totalsBlock(order),
        detailsBlock([
          [m.mail_arrives(), [DAY_AFTER_PAYMENT[order.delivery]()]],
          [m.mail_ships_to(), shipsToLines(order)],
        ]),
      ],
      attachments: instructions.attachments.length > 0 ? instructions.attachments : undefined,
      footnote: oxxo ? m.mail_pay_later_footnote_oxxo() : m.mail_pay_later_footnote_spei(),
    };
  });
}
