import type { OutgoingMail } from "../outbox.ts";
import { type OrderMailData, orderChangeMail, orderLabel } from "./order-mail-parts.ts";
import { returnedLinesBlock } from "./order-return-lines.ts";

/** Sent when the shopper asks to return lines of a delivered order (docs/product.md 73). */
export function orderReturnRequestedMail(
  data: OrderMailData & { lines: { productId: string; quantity: number }[]; reason: string },
): OutgoingMail {
  const { order } = data;
  return orderChangeMail(data, {
    subject: `We received your return request for ${data.shopName} ${orderLabel(order)}`,
    preheader: "We will tell you when we have looked at it.",
    heading: "We received your return request",
    paragraphs: [
      `You asked to return these products of ${orderLabel(order)}. We will write to you once we have looked at your request.`,
    ],
    blocks: [returnedLinesBlock(order, data.lines, data.reason)],
  });
}
