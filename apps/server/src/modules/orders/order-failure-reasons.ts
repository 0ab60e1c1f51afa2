import type { DeclineReason } from "../payments/payment-provider.ts";

// Why the shop cancelled an order before it was paid (orders.failure_reason).

/** The card's bank said no (docs/product.md 28). */
export const DECLINE_REASONS = [
  "card_declined",
  "insufficient_funds",
] as const satisfies readonly DeclineReason[];
/**
 * The provider failed to issue an OXXO or SPEI order's voucher or transfer and had none: answered
 * 503, as not placed (docs/product.md 86).
 */
export const PAY_LATER_UNAVAILABLE = "pay_later_unavailable";
/** An OXXO voucher or SPEI transfer not paid by its deadline (docs/product.md 86). */
export const PAYMENT_EXPIRED = "payment_expired";

/** Orders the shopper was told were not placed: kept only to answer retries, never listed. */
export const NOT_PLACED_REASONS: readonly string[] = [...DECLINE_REASONS, PAY_LATER_UNAVAILABLE];
