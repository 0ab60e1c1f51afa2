import { formatMoney, orderNumber } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { OutgoingMail } from "../outbox.ts";
import { factsBlock, type OrderMailData, orderChangeMail, paidCard } from "./order-mail-parts.ts";

/**
 * Sent when a paid order is cancelled, by its shopper or by the shop (with the shop's reason), and
 * its total refunded (docs/product.md 72).
 */
export function orderCancelledMail(
  data: OrderMailData & { refundCents: number; byShop: boolean; note: string | null },
): OutgoingMail {
  const { order, shopName } = data;
  const number = orderNumber(order);
  return orderChangeMail(data, () => {
    const card = paidCard(order);
    const refund = formatMoney(data.refundCents);
    const facts: [string, string][] = [];
    if (data.note) facts.push([m.mail_reason(), data.note]);
    facts.push([m.mail_refund(), refund]);
    return {
      subject: m.mail_order_cancelled_subject({ shopName, number }),
      preheader: m.mail_refunded_preheader({ refund, card }),
      heading: m.mail_order_cancelled_heading(),
      paragraphs: [
        data.byShop
          ? m.mail_order_cancelled_by_shop({ number })
          : m.mail_order_cancelled_as_asked({ number }),
        m.mail_refunded({ refund, card }),
      ],
      blocks: [factsBlock(facts)],
    };
  });
}
