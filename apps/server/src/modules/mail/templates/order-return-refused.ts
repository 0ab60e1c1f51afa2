import type { OutgoingMail } from "../outbox.ts";
import { factsBlock, type OrderMailData, orderChangeMail, orderLabel } from "./order-mail-parts.ts";

/** Sent when the shop refuses a return, with its reason (docs/product.md 73). */
export function orderReturnRefusedMail(data: OrderMailData & { note: string }): OutgoingMail {
  const { order } = data;
  return orderChangeMail(data, {
    subject: `Your return request for ${data.shopName} ${orderLabel(order)} was refused`,
    preheader: data.note,
    heading: "We could not accept your return",
    paragraphs: [
      `We looked at your request to return products of ${orderLabel(order)} and could not accept it.`,
    ],
    blocks: [factsBlock([["Reason", data.note]])],
  });
}
