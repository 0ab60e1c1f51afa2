import { orderNumber } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { OutgoingMail } from "../outbox.ts";
import { type OrderMailData, orderChangeMail, refundedWords } from "./order-mail-parts.ts";
import { returnedLinesBlock } from "./order-return-lines.ts";

/**
 * Sent when the shop approves a return and refunds the returned lines (docs/product.md 73); an order
 * already refunded in full by staff has nothing more to give back (119), and the mail says so.
 */
export function orderReturnApprovedMail(
  data: OrderMailData & {
    lines: { productId: string; variantId?: string | null; quantity: number }[];
    refundCents: number;
  },
): OutgoingMail {
  const { order, shopName } = data;
  const number = orderNumber(order);
  return orderChangeMail(data, () => {
    const refund =
      data.refundCents > 0
        ? refundedWords(order, data.refundCents)
        : { preheader: m.mail_return_nothing_left(), sentence: m.mail_return_nothing_left() };
    return {
      subject: m.mail_return_approved_subject({ shopName, number }),
      preheader: refund.preheader,
      heading: m.mail_return_approved_heading(),
      paragraphs: [m.mail_return_approved_body({ number }), refund.sentence],
      blocks: [returnedLinesBlock(order, data.lines)],
    };
  });
}
