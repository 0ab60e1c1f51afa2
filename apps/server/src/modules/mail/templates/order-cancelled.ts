import { formatMoney, orderNumber } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { OutgoingMail } from "../outbox.ts";
import { factsBlock, type OrderMailData, orderChangeMail, refundedWords } from "./order-mail-parts.ts";

/** An unpaid OXXO or SPEI order's voucher or transfer is void: money that still arrives is refunded. */
function doNotPay(order: OrderMailData["order"]): string[] {
  if (!order.payLater) return [];
  return [
    order.payLater.method === "spei"
      ? m.mail_pay_later_do_not_pay_spei()
      : m.mail_pay_later_do_not_pay_oxxo(),
  ];
}

/**
 * Sent when an order is cancelled, by its shopper or by the shop (with the shop's reason). A paid
 * order's total is refunded (docs/product.md 72); an OXXO or SPEI order cancelled before its payment
 * arrived was never charged (`refundCents` 0), and the mail says so instead (docs/product.md 86).
 */
export function orderCancelledMail(
  data: OrderMailData & {
    refundCents: number;
    byShop: boolean;
    note: string | null;
    /** Staff gave the money back another way (docs/product.md 72): the reason says how. */
    refundedOutside?: boolean;
  },
): OutgoingMail {
  const { order, shopName } = data;
  const number = orderNumber(order);
  return orderChangeMail(data, () => {
    const unpaid = data.refundCents === 0;
    const refund = data.refundedOutside
      ? {
          preheader: m.mail_refunded_outside_preheader({ refund: formatMoney(data.refundCents) }),
          sentence: m.mail_refunded_outside({ refund: formatMoney(data.refundCents) }),
        }
      : refundedWords(order, data.refundCents);
    const facts: [string, string][] = [];
    if (data.note) facts.push([m.mail_reason(), data.note]);
    if (!unpaid) facts.push([m.mail_refund(), formatMoney(data.refundCents)]);
    return {
      subject: m.mail_order_cancelled_subject({ shopName, number }),
      preheader: unpaid ? m.mail_order_cancelled_unpaid_preheader() : refund.preheader,
      heading: m.mail_order_cancelled_heading(),
      paragraphs: [
        data.byShop
          ? m.mail_order_cancelled_by_shop({ number })
          : m.mail_order_cancelled_as_asked({ number }),
        ...(unpaid ? [m.mail_order_cancelled_unpaid(), ...doNotPay(order)] : [refund.sentence]),
      ],
      blocks: facts.length > 0 ? [factsBlock(facts)] : [],
    };
  });
}
