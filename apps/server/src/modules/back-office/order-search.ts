/** The order ids whose number (docs/product.md 75: the id's first 8 characters) starts with `q`. */
export interface OrderIdRange {
  low: string;
  high: string;
}

function asUuid(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A search text that could be an order number (hex digits, maybe with the id's dashes or a "#")
 * as the range of ids it starts: a range on the primary key, not a scan of every id as text.
 * Undefined when it cannot be one, so only the e-mail is searched.
 */
export function orderIdRange(q: string): OrderIdRange | undefined {
  const hex = q.replace(/^#/, "").replaceAll("-", "").toLowerCase();
  if (!/^[0-9a-f]{1,32}$/.test(hex)) return undefined;
  return { low: asUuid(hex.padEnd(32, "0")), high: asUuid(hex.padEnd(32, "f")) };
}
