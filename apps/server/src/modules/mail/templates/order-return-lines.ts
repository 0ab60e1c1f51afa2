import type { Order } from "@hogar/shared";
import type { MailBlock } from "./layout.ts";
import { factsBlock } from "./order-mail-parts.ts";

/** The lines sent back, by name and amount, with the shopper's reason. */
export function returnedLinesBlock(
  order: Order,
  lines: { productId: string; quantity: number }[],
  reason?: string,
): MailBlock {
  const facts: [string, string][] = lines.map((line) => {
    const bought = order.lines.find((l) => l.productId === line.productId);
    return [bought?.name ?? "A product", `${line.quantity} ${line.quantity === 1 ? "unit" : "units"}`];
  });
  if (reason) facts.push(["Reason", reason]);
  return factsBlock(facts);
}
