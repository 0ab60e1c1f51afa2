import { orderNumber } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { OutgoingMail } from "../outbox.ts";
import { factsBlock, type OrderMailData, orderChangeMail } from "./order-mail-parts.ts";

/** Sent when the shop refuses a return, with its reason (docs/product.md 73). */
export function orderReturnRefusedMail(data: OrderMailData & { note: string }): OutgoingMail {
  const { order, shopName } = data;
  const number = orderNumber(order);
  return orderChangeMail(data, () => ({
    subject: m.mail_return_refused_subject({ shopName, number }),
    preheader: data.note,
    heading: m.mail_return_refused_heading(),
    paragraphs: [m.mail_return_refused_body({ number })],
    blocks: [factsBlock([[m.mail_reason(), data.note]])],
  }));
}
