/** What a refund of an order is for: all of it (a cancellation) or the lines sent back (a return). */
export type RefundPurpose = "cancel" | "return";

/**
 * Each refund goes to the provider under a key of its own, the order and what it is for, so a
 * retry (after a timeout, a crash, a second click) is answered with the first refund and never
 * pays twice (docs/product.md 74). An order is cancelled at most once and has at most one return.
 */
export function refundKey(orderId: string, purpose: RefundPurpose): string {
  return `${orderId}:${purpose}`;
}
