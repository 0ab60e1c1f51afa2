import { formatMoney } from "@hogar/shared";
import type { OutgoingMail } from "../outbox.ts";
import { type OrderMailData, orderChangeMail, orderLabel } from "./order-mail-parts.ts";
import { returnedLinesBlock } from "./order-return-lines.ts";

/** Sent when the shop approves a return and refunds the returned lines (docs/product.md 73). */
export function orderReturnApprovedMail(
  data: OrderMailData & { lines: { productId: string; quantity: number }[]; refundCents: number },
): OutgoingMail {
  const { order } = data;
  const card = `${order.card.brand} ending in ${order.card.last4}`;
  const refund = formatMoney(data.refundCents);
  return orderChangeMail(data, {
    subject: `Your return for ${data.shopName} ${orderLabel(order)} is approved`,
    preheader: `We refunded ${refund} to your ${card}.`,
    heading: "Your return is approved",
    paragraphs: [
      `We approved the return of these products of ${orderLabel(order)}.`,
      `We refunded ${refund} to your ${card}. Your bank may take a few days to show it.`,
    ],
    blocks: [returnedLinesBlock(order, data.lines)],
  });
}
