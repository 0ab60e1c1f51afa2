import type { Order } from "@hogar/shared";
import type { InstallmentCount, PayLaterMethod } from "@hogar/shared/payment-methods";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import type { Delivery } from "../components/types.ts";

/**
 * What the checkout sends (placeOrderSchema): what is bought, where and when, and how it is paid: a
 * card with its plan, or OXXO or SPEI with no card and no plan (docs/product.md 85, 88).
 */
export type PlaceOrderBody = (
  | { source: "product"; productId: string; quantity: number }
  | { source: "cart" }
) & {
  delivery: Delivery;
  addressId: string;
} & (
    | { paymentMethod: "card"; cardId: string; installments: InstallmentCount }
    | { paymentMethod: PayLaterMethod }
  );

export interface PlaceOrderRequest {
  /** One per checkout attempt: a repeat with the same key and body answers with the same order. */
  idempotencyKey: string;
  body: PlaceOrderBody;
}

/**
 * POST /api/orders: 201 with the order (200 when it repeats an earlier request with the same key),
 * 402 when the card is declined, 409 when stock ran out; an OXXO or SPEI order comes back awaiting
 * payment, with how to pay it. The body holds ids and a quantity only; the
 * server prices everything (docs/product.md 22, 26-27).
 */
export function placeOrder({ idempotencyKey, body }: PlaceOrderRequest): Promise<Order> {
  return apiFetch<Order>("/api/orders", {
    method: "POST",
    body,
    headers: { "Idempotency-Key": idempotencyKey },
  });
}

export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder });
}
