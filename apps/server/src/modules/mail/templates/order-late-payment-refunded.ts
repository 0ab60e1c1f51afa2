import { formatMoney, orderNumber } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { OutgoingMail } from "../outbox.ts";
import { factsBlock, type OrderMailData, orderChangeMail, paymentMethodWords } from "./order-mail-parts.ts";

/**
 * Sent when money arrives for an order no longer awaiting it (expired or cancelled) and is refunded
 * in full (docs/product.md 86). `refundCents` is the payment that arrived; without it, the voucher's
 * or transfer's amount. It does not promise when the money shows: that is the bank's or provider's.
 */
export function orderLatePaymentRefundedMail(data: OrderMailData & { refundCents?: number }): OutgoingMail {
  const { order, shopName } = data;
  const number = orderNumber(order);
  const refundCents = data.refundCents ?? order.payLater?.amount ?? order.total;
  return orderChangeMail(data, () => {
    const amount = formatMoney(refundCents);
    return {
      subject: m.mail_late_payment_refunded_subject({ shopName, number }),
      preheader: m.mail_late_payment_refunded_preheader({ amount }),
      heading: m.mail_late_payment_refunded_heading(),
      paragraphs: [
        m.mail_late_payment_refunded_body({ amount, number }),
        m.mail_late_payment_refunded_when(),
        m.mail_late_payment_refunded_order_again(),
      ],
      blocks: [
        factsBlock([
          [m.mail_refund(), amount],
          [m.mail_payment(), paymentMethodWords(order)],
        ]),
      ],
    };
  });
}
