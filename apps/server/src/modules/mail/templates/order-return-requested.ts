import { orderNumber } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { OutgoingMail } from "../outbox.ts";
import { type OrderMailData, orderChangeMail } from "./order-mail-parts.ts";
import { returnedLinesBlock } from "./order-return-lines.ts";

/** Sent when the shopper asks to return lines of a delivered order (docs/product.md 73). */
export function orderReturnRequestedMail(
  data: OrderMailData & {
    lines: { productId: string; variantId?: string | null; quantity: number }[];
    reason: string;
  },
): OutgoingMail {
  const { order, shopName } = data;
  const number = orderNumber(order);
  return orderChangeMail(data, () => ({
    subject: m.mail_return_requested_subject({ shopName, number }),
    preheader: m.mail_return_requested_preheader(),
    heading: m.mail_return_requested_heading(),
    paragraphs: [m.mail_return_requested_body({ number })],
    blocks: [returnedLinesBlock(order, data.lines, data.reason)],
  }));
}
