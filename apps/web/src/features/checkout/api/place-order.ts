import type { Order, PlaceOrder } from "@hogar/shared";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";

export interface PlaceOrderRequest {
  /** One per checkout attempt: a repeat with the same key and body answers with the same order. */
  idempotencyKey: string;
  body: PlaceOrder;
}

/**
 * POST /api/orders: 201 with the order (200 when it repeats an earlier request with the same key),
 * 402 when the card is declined, 409 when stock ran out. The body holds ids and a quantity only; the
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
