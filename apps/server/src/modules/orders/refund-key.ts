/**
 * What a refund of an order is for: all of it (a cancellation), the lines sent back (a return), one
 * OXXO or SPEI payment that arrived once the order no longer awaited it (docs/product.md 86), named
 * by that payment's id at the provider, or the n-th staff refund of an order that left the shop
 * (docs/product.md 119).
 */
export type RefundPurpose = "cancel" | "return" | `late-payment:${string}` | `refund-${number}`;

/**
 * Each refund goes to the provider under a key of its own, the order and what it is for, so a
 * retry (after a timeout, a crash, a second click) is answered with the first refund and never
 * pays twice (docs/product.md 74). An order is cancelled at most once and has at most one return;
 * but money may reach it more than once (a transfer of the wrong amount, then the right one after
 * the deadline), so each late payment is keyed by its own payment id: one key for the whole order
 * would answer the second payment with the first one's refund and give the second back never.
 */
export function refundKey(orderId: string, purpose: RefundPurpose): string {
  return `${orderId}:${purpose}`;
}

/** The key of the refund of one payment that came too late or for another amount (docs/product.md 86). */
export const lateRefundKey = (orderId: string, paymentId: string): string =>
  refundKey(orderId, `late-payment:${paymentId}`);
