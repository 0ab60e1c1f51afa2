import { formatMoney, orderNumber } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { OutgoingMail } from "../outbox.ts";
import { type OrderMailData, orderChangeMail } from "./order-mail-parts.ts";
import { linesBlock } from "./order-summary-blocks.ts";
import { payLaterDeadline } from "./pay-later-blocks.ts";

/**
 * Sent when the settler cancels an OXXO or SPEI order whose payment did not arrive by its deadline
 * (docs/product.md 86): nothing was charged, its products went back to the shop, and its voucher or
 * transfer should not be paid any more (money that still arrives is refunded). It links to the shop.
 */
export function orderPaymentExpiredMail(data: OrderMailData): OutgoingMail {
  const { order, shopName } = data;
  const payLater = order.payLater;
  if (!payLater) throw new Error("an expired order had a voucher or transfer");
  const number = orderNumber(order);
  return orderChangeMail(data, () => ({
    subject: m.mail_payment_expired_subject({ shopName, number }),
    preheader: m.mail_payment_expired_preheader(),
    heading: m.mail_payment_expired_heading(),
    paragraphs: [
      m.mail_payment_expired_body({
        amount: formatMoney(payLater.amount),
        number,
        deadline: payLaterDeadline(payLater),
      }),
      m.mail_payment_expired_nothing_charged(),
      payLater.method === "oxxo" ? m.mail_pay_later_do_not_pay_oxxo() : m.mail_pay_later_do_not_pay_spei(),
      m.mail_payment_expired_shop_again(),
    ],
    blocks: [linesBlock(order, data.baseUrl)],
    action: { label: m.mail_shop_again(), url: `${data.baseUrl}/` },
  }));
}
