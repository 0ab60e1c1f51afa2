import { orderNumber } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { shopDate } from "@hogar/shared/shop-dates";
import type { OutgoingMail } from "../outbox.ts";
import { type OrderMailData, orderChangeMail } from "./order-mail-parts.ts";

/**
 * Sent when the shop marks the order delivered, with the last day a return may be asked for
 * (docs/product.md 73, 76).
 */
export function orderDeliveredMail(data: OrderMailData & { returnOpenUntil: Date }): OutgoingMail {
  const { order, shopName } = data;
  const number = orderNumber(order);
  const date = shopDate(data.returnOpenUntil);
  return orderChangeMail(data, () => ({
    subject: m.mail_order_delivered_subject({ shopName, number }),
    preheader: m.mail_order_delivered_preheader({ date }),
    heading: m.mail_order_delivered_heading(),
    paragraphs: [m.mail_order_delivered_body({ number }), m.mail_order_delivered_return({ date })],
  }));
}
