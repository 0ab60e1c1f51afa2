/**
 * What a refund of an order is for: all of it (a cancellation), the lines sent back (a return), or
 * an OXXO or SPEI payment that arrived once the order no longer awaited it (docs/product.md 86).
 */
export type RefundPurpose = "cancel" | "return" | "late-payment";

/**
 * Each refund goes to the provider under a key of its own, the order and what it is for, so a
 * retry (after a timeout, a crash, a second click) is answered with the first refund and never
 * pays twice (docs/product.md 74). An order is cancelled at most once, has at most one return and one voucher or transfer.
 */
export function refundKey(orderId: string, purpose: RefundPurpose): string {
  return `${orderId}:${purpose}`;
}
