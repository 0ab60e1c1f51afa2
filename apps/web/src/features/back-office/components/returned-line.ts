import type { Order } from "@hogar/shared";
import { lineTitle } from "@hogar/shared/cart-rules";
import { lineKey } from "@hogar/shared/order-rules";

export type NamedLines = Pick<Order["lines"][number], "productId" | "variantId" | "name" | "variantLabel">[];

/** "1 × Oak chair (Grey)": a returned line named as the order's line it came from, variant and all. */
export function returnedLineText(
  returned: { productId: string; variantId?: string | null; quantity: number },
  lines: NamedLines,
): string {
  const bought = lines.find((line) => lineKey(line) === lineKey(returned));
  const name = bought ? lineTitle(bought.name, bought.variantLabel) : returned.productId;
  return `${returned.quantity} × ${name}`;
}
