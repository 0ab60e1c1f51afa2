import { orderNumber } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { writtenIn } from "../mail-locale.ts";
import type { OutgoingMail } from "../outbox.ts";
import { renderMail } from "./layout.ts";
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

/**
 * The shop's own copy of a return request, to its address (SELLER_EMAIL) in the shop's Spanish: who
 * asked, what and why, and the order's back-office page, where staff approve or refuse it.
 */
export function shopReturnRequestedMail(
  data: OrderMailData & {
    lines: { productId: string; variantId?: string | null; quantity: number }[];
    reason: string;
  },
  shopAddress: string,
): OutgoingMail {
  return writtenIn("es-MX", () => {
    const number = orderNumber(data.order);
    const url = `${data.baseUrl}/admin/orders/${data.order.id}`;
    return {
      to: shopAddress,
      subject: m.mail_shop_return_subject({ number }),
      link: url,
      ...renderMail({
        shopName: data.shopName,
        preheader: m.mail_shop_return_preheader(),
        heading: m.mail_shop_return_heading({ number }),
        paragraphs: [m.mail_shop_return_body({ name: data.name, email: data.to, number })],
        blocks: [returnedLinesBlock(data.order, data.lines, data.reason)],
        action: { label: m.mail_shop_return_action(), url },
      }),
    };
  });
}
