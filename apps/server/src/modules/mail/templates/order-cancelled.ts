import { formatMoney } from "@hogar/shared";
import type { OutgoingMail } from "../outbox.ts";
import { factsBlock, type OrderMailData, orderChangeMail, orderLabel } from "./order-mail-parts.ts";

/**
 * Sent when a paid order is cancelled, by its shopper or by the shop (with the shop's reason), and
 * its total refunded (docs/product.md 72).
 */
export function orderCancelledMail(
  data: OrderMailData & { refundCents: number; byShop: boolean; note: string | null },
): OutgoingMail {
  const { order } = data;
  const card = `${order.card.brand} ending in ${order.card.last4}`;
  const refund = formatMoney(data.refundCents);
  return orderChangeMail(data, {
    subject: `Your ${data.shopName} ${orderLabel(order)} is cancelled`,
    preheader: `We refunded ${refund} to your ${card}.`,
    heading: "Your order is cancelled",
    paragraphs: [
      data.byShop
        ? `We are sorry: we had to cancel ${orderLabel(order)}.`
        : `As you asked, we cancelled ${orderLabel(order)}.`,
      `We refunded ${refund} to your ${card}. Your bank may take a few days to show it.`,
    ],
    blocks: [
      factsBlock([...(data.note ? [["Reason", data.note] as [string, string]] : []), ["Refund", refund]]),
    ],
  });
}
