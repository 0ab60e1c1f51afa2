import type { OutgoingMail } from "../outbox.ts";
import { factsBlock, type OrderMailData, orderChangeMail, orderLabel } from "./order-mail-parts.ts";

/** Sent when the shop marks the order shipped, with the carrier and tracking number (docs/product.md 76). */
export function orderShippedMail(data: OrderMailData): OutgoingMail {
  const { order } = data;
  const shipment = order.shipment;
  if (!shipment) throw new Error("a shipped order has a carrier and a tracking number");
  return orderChangeMail(data, {
    subject: `Your ${data.shopName} ${orderLabel(order)} is on its way`,
    preheader: `${shipment.carrier} is bringing it. Tracking number ${shipment.trackingNumber}.`,
    heading: "Your order is on its way",
    paragraphs: [
      `We handed ${orderLabel(order)} to ${shipment.carrier}. Follow it with the tracking number below.`,
    ],
    blocks: [
      factsBlock([
        ["Carrier", shipment.carrier],
        ["Tracking number", shipment.trackingNumber],
        ["Arrives", order.deliveryDate],
      ]),
    ],
  });
}
