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
