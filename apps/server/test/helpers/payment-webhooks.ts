import { randomUUID } from "node:crypto";
import type { PayLaterMethod } from "@hogar/shared/payment-methods";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import type { Db } from "../../src/db/client.ts";
import { sandboxPayments } from "../../src/db/schema/index.ts";
import type { PaymentWebhookEvent } from "../../src/modules/payments/payment-provider.ts";
import { webhookBody } from "../../src/modules/payments/webhook-event.ts";
import { signWebhook } from "../../src/modules/payments/webhook-signature.ts";
import { type CheckoutShopper, placeOrder } from "./checkout-shopper.ts";
import { createProduct } from "./product-factory.ts";
import { TEST_WEBHOOK_SECRET, type TestApp } from "./test-app.ts";

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** An order placed to be paid at OXXO or by SPEI: awaiting payment, with its reference. */
export async function placePayLaterOrder(
  t: TestApp,
  shopper: CheckoutShopper,
  method: PayLaterMethod = "oxxo",
  priceCents = 50_000,
) {
  const product = await createProduct(t.database.db, { priceCents, stock: 5 });
  const response = await placeOrder(t.app, shopper, {
    source: "product",
    productId: product.id,
    quantity: 1,
    paymentMethod: method,
    cardId: undefined,
  });
  if (response.statusCode !== 201) throw new Error(`placing failed: ${response.body}`);
  const order = response.json();
  if (order.status !== "awaiting_payment") throw new Error(`order is ${order.status}`);
  return { order, product, reference: order.payLater.reference as string };
}

/** The sandbox's payment row of an order. */
export async function sandboxPaymentOf(db: Db, orderId: string) {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId));
  if (!row) throw new Error("no sandbox payment for the order");
  return row;
}

/** The event a provider sends when the money of `order` arrives (a new event id unless given). */
export async function paymentEventFor(
  db: Db,
  order: { id: string; total: number },
  overrides: Partial<PaymentWebhookEvent> = {},
): Promise<PaymentWebhookEvent> {
  const payment = await sandboxPaymentOf(db, order.id);
  return {
    id: `evt_test_${randomUUID()}`,
    type: "payment.succeeded",
    orderId: order.id,
    paymentId: payment.id,
    method: payment.method,
    amountCents: order.total,
    ...overrides,
  };
}

export interface Delivery {
  /** The raw body; the event's JSON unless given. */
  body?: string;
  /** What the signature is over, when not the body sent (a body changed on the way). */
  signedBody?: string;
  secret?: string;
  timestamp?: number;
  /** Headers added to (or, set to undefined, taken from) the provider's. */
  headers?: Record<string, string | undefined>;
}

/**
 * POST /api/payments/webhook as a provider sends it: from its server (no Origin, no cookie), JSON,
 * signed with the shared secret now, unless `delivery` says otherwise.
 */
export function deliverWebhook(
  t: TestApp,
  event: PaymentWebhookEvent,
  delivery: Delivery = {},
): Promise<LightMyRequestResponse> {
  const body = delivery.body ?? JSON.stringify(webhookBody(event, nowSeconds()));
  const signature = signWebhook(
    delivery.secret ?? TEST_WEBHOOK_SECRET,
    delivery.signedBody ?? body,
    delivery.timestamp ?? nowSeconds(),
  );
  const headers = Object.fromEntries(
    Object.entries({
      "content-type": "application/json",
      "hogar-signature": signature,
      ...delivery.headers,
    }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return t.injectBare({ method: "POST", url: "/api/payments/webhook", headers, payload: body });
}
