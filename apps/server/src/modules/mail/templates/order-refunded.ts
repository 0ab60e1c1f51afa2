import { formatMoney, orderNumber } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { OutgoingMail } from "../outbox.ts";
import { factsBlock, type OrderMailData, orderChangeMail, refundedWords } from "./order-mail-parts.ts";

/** Sent when staff refund part or all that is left of an order that left the shop (docs/product.md 119). */
export function orderRefundedMail(data: OrderMailData & { refundCents: number; note: string }): OutgoingMail {
  const { order, shopName } = data;
  const number = orderNumber(order);
  return orderChangeMail(data, () => {
    const refund = refundedWords(order, data.refundCents);
    return {
      subject: m.mail_order_refunded_subject({ shopName, number }),
      preheader: refund.preheader,
      heading: m.mail_order_refunded_heading(),
      paragraphs: [m.mail_order_refunded_intro({ number }), refund.sentence],
      blocks: [
        factsBlock([
          [m.mail_reason(), data.note],
          [m.mail_refund(), formatMoney(data.refundCents)],
        ]),
      ],
    };
  });
}
