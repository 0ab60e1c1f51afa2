import type { Order } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { type InstallmentCount, isPayLater, type PayLaterMethod } from "@hogar/shared/payment-methods";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import type { Delivery, ItemLine } from "../components/types.ts";

/**
 * What the checkout sends (placeOrderSchema): what is bought, where and when, and how it is paid: a
 * card with its plan, or OXXO or SPEI with no card and no plan (docs/product.md 85, 88).
 */
export type PlaceOrderBody = (
  | ({ source: "product" } & ItemLine)
  | {
      source: "cart";
      /** The lines shown: the server refuses a cart holding others (409). */
      expectedLines: ItemLine[];
    }
) & {
  delivery: Delivery;
  addressId: string;
  /** An applied promotion code (docs/product.md 102); the server checks it again. */
  promotionCode?: string;
  /** The total the summary shows, in centavos: the server refuses the order (409) if it differs. */
  expectedTotal: number;
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
 * An OXXO or SPEI order the server answered without how to pay it: still "placed" (the provider has
 * not issued the voucher or transfer) or already cancelled. The shopper cannot pay it, so checkout
 * treats it as a failed attempt, not as a placed order (docs/product.md 86).
 */
export class PayLaterNotIssuedError extends Error {
  readonly order: Order;

  constructor(order: Order) {
    super(m.checkout_pay_later_not_issued());
    this.name = "PayLaterNotIssuedError";
    this.order = order;
  }
}

/** An OXXO or SPEI order that cannot be paid: no voucher or transfer, or no longer waiting for one. */
function payLaterNotIssued(order: Order): boolean {
  if (!isPayLater(order.paymentMethod)) return false;
  return order.status === "placed" || order.status === "cancelled" || order.payLater === null;
}

/**
 * POST /api/orders: 201 with the order (200 when it repeats an earlier request with the same key),
 * 402 when the card is declined, 409 when the total is no longer the one shown (a price changed,
 * another window changed the cart), stock ran out, the cart is being paid for in another
 * window or too many orders wait for their payment (docs/product.md 118), 5xx with the server's reason when the
 * provider could not issue a voucher or transfer; an OXXO or SPEI order comes back awaiting payment,
 * with how to pay it, or this throws PayLaterNotIssuedError. The body holds ids and a quantity only;
 * the server prices everything (docs/product.md 22, 26-27, 86).
 */
export async function placeOrder({ idempotencyKey, body }: PlaceOrderRequest): Promise<Order> {
  const order = await apiFetch<Order>("/api/orders", {
    method: "POST",
    body,
    headers: { "Idempotency-Key": idempotencyKey },
  });
  if (payLaterNotIssued(order)) throw new PayLaterNotIssuedError(order);
  return order;
}

export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder });
}
