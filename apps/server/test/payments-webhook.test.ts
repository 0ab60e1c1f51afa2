// POST /api/payments/webhook (docs/product.md 87): a signed delivery is acted on once, and only a
// signed, recent one; the answer is 2xx only once the order has the payment.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs, paymentEvents } from "../src/db/schema/index.ts";
import type { PaymentWebhookEvent } from "../src/modules/payments/payment-provider.ts";
import { webhookBody } from "../src/modules/payments/webhook-event.ts";
import { type CheckoutShopper, createCheckoutShopper } from "./helpers/checkout-shopper.ts";
import {
  type Delivery,
  deliverWebhook,
  nowSeconds,
  paymentEventFor,
  placePayLaterOrder,
} from "./helpers/payment-webhooks.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

let t: TestApp;
let shopper: CheckoutShopper;
beforeAll(async () => {
  t = await buildTestApp();
});
// A shopper of their own for each test: one may have at most 3 orders waiting for their payment
// (docs/product.md 118).
beforeEach(async () => {
  shopper = await createCheckoutShopper(t.app);
});
afterAll(() => t.close());

async function orderNow(orderId: string) {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/orders/${orderId}`,
    headers: { cookie: shopper.cookie },
  });
  return response.json();
}

/** What a delivery could change: the order as its shopper sees it, recorded events, queued jobs. */
async function stateOf(orderId: string) {
  const events = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId));
  const [queued] = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(jobs);
  return { order: await orderNow(orderId), events: events.map((e) => e.id), jobs: queued?.count };
}

async function awaitingOrder() {
  const { order } = await placePayLaterOrder(t, shopper, "oxxo");
  return { order, event: await paymentEventFor(t.database.db, order) };
}

describe("a signed delivery", () => {
  it("marks the order paid, records the event once, and answers 200 { received: true }", async () => {
    const { order, event } = await awaitingOrder();
    const response = await deliverWebhook(t, event);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    const after = await stateOf(order.id);
    expect(after.order.status).toBe("paid");
    expect(after.events).toEqual([event.id]);
  });

  it("of a SPEI transfer marks its order paid too", async () => {
    const { order } = await placePayLaterOrder(t, shopper, "spei");
    const event = await paymentEventFor(t.database.db, order);
    expect(event.method).toBe("spei");
    expect((await deliverWebhook(t, event)).statusCode).toBe(200);
    expect((await orderNow(order.id)).status).toBe("paid");
  });

  it("signed 4 min 50 s ago (a provider's retry in flight) is still accepted", async () => {
    const { order, event } = await awaitingOrder();
    const response = await deliverWebhook(t, event, { timestamp: nowSeconds() - 290 });
    expect(response.statusCode).toBe(200);
    expect((await orderNow(order.id)).status).toBe("paid");
  });

  it("is checked over the bytes as sent: pretty-printed JSON signed as it is is accepted", async () => {
    const { order, event } = await awaitingOrder();
    const body = JSON.stringify(webhookBody(event, nowSeconds()), null, 2).replace(/\n/g, "\r\n");
    const response = await deliverWebhook(t, event, { body });
    expect(response.statusCode).toBe(200);
    expect((await orderNow(order.id)).status).toBe("paid");
  });

  it("repeated with the same event id answers 200 and changes nothing the second time", async () => {
    const { order, event } = await awaitingOrder();
    expect((await deliverWebhook(t, event)).statusCode).toBe(200);
    const once = await stateOf(order.id);
    // A provider's retry is signed anew, at a later time, with the same event id.
    const again = await deliverWebhook(t, event, { timestamp: nowSeconds() + 1 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true });
    expect(await stateOf(order.id)).toEqual(once);
    expect(once.order.status).toBe("paid");
  });

  it("sent twice at the same moment is acted on once", async () => {
    const { order, event } = await awaitingOrder();
    const before = await stateOf(order.id);
    const answers = await Promise.all([deliverWebhook(t, event), deliverWebhook(t, event)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const after = await stateOf(order.id);
    expect(after.order.status).toBe("paid");
    expect(after.events).toEqual([event.id]);
    // One confirmation mail queued, not two.
    expect(after.jobs).toBe((before.jobs ?? 0) + 1);
  });

  it("for an order the shop does not have answers 200: retrying would not help", async () => {
    const { event } = await awaitingOrder();
    const unknown = { ...event, id: `${event.id}-x`, orderId: "00000000-0000-4000-8000-000000000000" };
    const response = await deliverWebhook(t, unknown);
    expect(response.statusCode).toBe(200);
    const recorded = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, unknown.id));
    expect(recorded).toEqual([]);
  });
});

describe("a delivery the shop must not act on: 400, and nothing changes", () => {
  const later = () => nowSeconds();
  const refusals: [string, (event: PaymentWebhookEvent) => Delivery, RegExp][] = [
    ["unsigned", () => ({ headers: { "hogar-signature": undefined } }), /no Hogar-Signature header/],
    [
      "signed with another secret",
      () => ({ secret: "another-secret-that-is-long-enough-0123456789" }),
      /does not match its body/,
    ],
    [
      "with a signature header of another shape",
      () => ({ headers: { "hogar-signature": "sha256=0123abcd" } }),
      /must read t=<unix seconds>,v1=/,
    ],
    [
      "whose body was changed after it was signed (a smaller amount)",
      (event) => ({
        signedBody: JSON.stringify(webhookBody(event, later())),
        body: JSON.stringify(webhookBody({ ...event, amountCents: 100 }, later())),
      }),
      /does not match its body/,
    ],
    // Well outside the 5 minutes, so a second ticking over mid-request cannot bring it back in; the
    // exact edge is checked with a fixed clock in webhook-signature.test.ts.
    ["signed 6 minutes ago (a replay)", () => ({ timestamp: nowSeconds() - 360 }), /refused as a replay/],
    ["signed 6 minutes in the future", () => ({ timestamp: nowSeconds() + 360 }), /refused as a replay/],
    ["signed, but not JSON", () => ({ body: "payment.succeeded" }), /not JSON/],
    [
      "signed, but not a payment event the shop knows",
      (event) => ({ body: JSON.stringify({ ...webhookBody(event, later()), type: "payment.refunded" }) }),
      /not a payment event the shop knows: type/,
    ],
    [
      "signed, but without an amount",
      (event) => {
        const { amountCents: _, ...data } = webhookBody(event, later()).data;
        return { body: JSON.stringify({ ...webhookBody(event, later()), data }) };
      },
      /data\.amountCents/,
    ],
  ];

  for (const [what, delivery, message] of refusals) {
    it(what, async () => {
      const { order, event } = await awaitingOrder();
      const before = await stateOf(order.id);
      const response = await deliverWebhook(t, event, delivery(event));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: "invalid", message: expect.stringMatching(message) });
      expect(await stateOf(order.id)).toEqual(before);
      expect(before.order.status).toBe("awaiting_payment");
    });
  }

  it("says why in the request's language", async () => {
    const { event } = await awaitingOrder();
    const response = await deliverWebhook(t, event, {
      timestamp: nowSeconds() - 600,
      headers: { "accept-language": "es-MX" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/se rechaza por ser una repetición/);
  });
});

describe("the request guards (docs/product.md 69)", () => {
  it("let a provider's delivery through: JSON from a server, no Origin, no cookie", async () => {
    const { order, event } = await awaitingOrder();
    // deliverWebhook sends exactly these headers (injectBare): nothing a browser would add.
    const response = await deliverWebhook(t, event, {
      headers: { "content-type": "application/json; charset=utf-8" },
    });
    expect(response.statusCode).toBe(200);
    expect((await orderNow(order.id)).status).toBe("paid");
  });

  it("still refuse a browser's post from another site, and a body that is not JSON", async () => {
    const { order, event } = await awaitingOrder();
    const before = await stateOf(order.id);
    const crossSite = await deliverWebhook(t, event, { headers: { origin: "https://evil.example" } });
    expect(crossSite.statusCode).toBe(403);
    const withCookie = await deliverWebhook(t, event, { headers: { cookie: shopper.cookie } });
    expect(withCookie.statusCode).toBe(403);
    const asText = await deliverWebhook(t, event, { headers: { "content-type": "text/plain" } });
    expect(asText.statusCode).toBe(415);
    expect(await stateOf(order.id)).toEqual(before);
  });

  it("keep the body limit", async () => {
    const { order, event } = await awaitingOrder();
    const body = JSON.stringify({ ...webhookBody(event, nowSeconds()), padding: "x".repeat(70 * 1024) });
    const response = await deliverWebhook(t, event, { body });
    expect(response.statusCode).toBe(413);
    expect((await orderNow(order.id)).status).toBe("awaiting_payment");
  });
});

describe("when the shop cannot record the payment", () => {
  it("answers 5xx, so the provider retries, and the retry is acted on", async () => {
    const { order, event } = await awaitingOrder();
    const before = await stateOf(order.id);
    // The table the event id goes in is away: the order must not change without its event.
    await t.database.db.execute(sql`alter table payment_events rename to payment_events_away`);
    let failed: Awaited<ReturnType<typeof deliverWebhook>>;
    try {
      failed = await deliverWebhook(t, event);
    } finally {
      await t.database.db.execute(sql`alter table payment_events_away rename to payment_events`);
    }
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect(await stateOf(order.id)).toEqual(before);

    const retried = await deliverWebhook(t, event);
    expect(retried.statusCode).toBe(200);
    expect((await orderNow(order.id)).status).toBe("paid");
  });
});
