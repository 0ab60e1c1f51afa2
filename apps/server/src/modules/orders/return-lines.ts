/** What tells an order's lines apart: the product and, for one bought as a variant, the variant. */
export function lineKey(line: { productId: string; variantId?: string | null }): string {
  return `${line.productId}/${line.variantId ?? ""}`;
}

/** A returned line as return_requests.lines keeps it: the variant only for a line bought as one. */
export function storedReturnLine({
  productId,
  variantId,
  quantity,
}: {
  productId: string;
  variantId?: string | null;
  quantity: number;
}): { productId: string; variantId?: string; quantity: number } {
  return variantId ? { productId, variantId, quantity } : { productId, quantity };
}
