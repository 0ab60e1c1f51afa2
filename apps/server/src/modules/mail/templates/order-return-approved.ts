import { orderNumber } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { OutgoingMail } from "../outbox.ts";
import { factsBlock, type OrderMailData, orderChangeMail, refundedWords } from "./order-mail-parts.ts";
import { returnedLinesBlock } from "./order-return-lines.ts";

/**
 * Sent when the shop approves a return and refunds the returned lines (docs/product.md 73). An
 * order refunded before may get less back, or nothing (all of it was refunded already, or staff
 * gave nothing more for these products, saying why in the note) (119): the mail says which.
 */
export function orderReturnApprovedMail(
  data: OrderMailData & {
    lines: { productId: string; variantId?: string | null; quantity: number }[];
    refundCents: number;
    note?: string | null;
  },
): OutgoingMail {
  const { order, shopName } = data;
  const number = orderNumber(order);
  return orderChangeMail(data, () => {
    const nothing =
      order.refunded >= order.total ? m.mail_return_nothing_left() : m.mail_return_less_refunded();
    const refund =
      data.refundCents > 0
        ? refundedWords(order, data.refundCents)
        : { preheader: nothing, sentence: nothing };
    return {
      subject: m.mail_return_approved_subject({ shopName, number }),
      preheader: refund.preheader,
      heading: m.mail_return_approved_heading(),
      paragraphs: [m.mail_return_approved_body({ number }), refund.sentence],
      blocks: [
        ...(data.note ? [factsBlock([[m.mail_reason(), data.note]])] : []),
        returnedLinesBlock(order, data.lines),
      ],
    };
  });
}
