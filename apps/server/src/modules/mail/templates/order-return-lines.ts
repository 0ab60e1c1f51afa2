import type { Order } from "@hogar/shared";
import { lineTitle } from "@hogar/shared/cart-rules";
import { m } from "@hogar/shared/messages";
import { lineKey } from "@hogar/shared/order-rules";
import type { MailBlock } from "./layout.ts";
import { factsBlock } from "./order-mail-parts.ts";

/** The lines sent back, by name (and variant) and amount, with the shopper's reason, in the mail's language. */
export function returnedLinesBlock(
  order: Order,
  lines: { productId: string; variantId?: string | null; quantity: number }[],
  reason?: string,
): MailBlock {
  const facts: [string, string][] = lines.map((line) => {
    const bought = order.lines.find((l) => lineKey(l) === lineKey(line));
    return [
      bought ? lineTitle(bought.name, bought.variantLabel) : m.mail_return_a_product(),
      m.mail_return_units({ count: line.quantity }),
    ];
  });
  if (reason) facts.push([m.mail_reason(), reason]);
  return factsBlock(facts);
}
