import { orderNumber } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { OutgoingMail } from "../outbox.ts";
import { factsBlock, type OrderMailData, orderChangeMail } from "./order-mail-parts.ts";

/** Sent when the shop marks the order shipped, with the carrier and tracking number (docs/product.md 76). */
export function orderShippedMail(data: OrderMailData): OutgoingMail {
  const { order, shopName } = data;
  const shipment = order.shipment;
  if (!shipment) throw new Error("a shipped order has a carrier and a tracking number");
  const number = orderNumber(order);
  const { carrier, trackingNumber } = shipment;
  return orderChangeMail(data, () => ({
    subject: m.mail_order_shipped_subject({ shopName, number }),
    preheader: m.mail_order_shipped_preheader({ carrier, trackingNumber }),
    heading: m.mail_order_shipped_heading(),
    paragraphs: [m.mail_order_shipped_body({ number, carrier })],
    blocks: [
      factsBlock([
        [m.mail_carrier(), carrier],
        [m.mail_tracking_number(), trackingNumber],
        [m.mail_arrives(), order.deliveryDate],
      ]),
    ],
  }));
}
