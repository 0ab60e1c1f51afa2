import type { OutgoingMail } from "../outbox.ts";
import { type OrderMailData, orderChangeMail, orderLabel, shopDate } from "./order-mail-parts.ts";

/**
 * Sent when the shop marks the order delivered, with the last day a return may be asked for
 * (docs/product.md 73, 76).
 */
export function orderDeliveredMail(data: OrderMailData & { returnOpenUntil: Date }): OutgoingMail {
  const { order } = data;
  const lastDay = shopDate(data.returnOpenUntil);
  return orderChangeMail(data, {
    subject: `Your ${data.shopName} ${orderLabel(order)} was delivered`,
    preheader: `You may ask to return it until ${lastDay}.`,
    heading: "Your order was delivered",
    paragraphs: [
      `We delivered ${orderLabel(order)}. We hope you enjoy it.`,
      `If something is not right, you may ask to return it from the order's page until ${lastDay}.`,
    ],
  });
}
