// POST /api/sandbox/payments/pay (docs/product.md 87): outside production, the sandbox's test API
// pays a voucher or transfer by its reference and queues the signed webhook that reports it.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sandboxPayments } from "../src/db/schema/index.ts";
import { jobsRepository } from "../src/modules/jobs/jobs.repository.ts";
import { SANDBOX_WEBHOOK_JOB } from "../src/modules/payments/sandbox-webhook-delivery.ts";
import { type CheckoutShopper, createCheckoutShopper } from "./helpers/checkout-shopper.ts";
import { placePayLaterOrder, sandboxPaymentOf } from "./helpers/payment-webhooks.ts";
import { buildTestApp, type TestApp, testConfig } from "./helpers/test-app.ts";

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

/** As the CLI sends it: no session, no Origin. */
function pay(reference: unknown, headers: Record<string, string> = {}) {
  return t.injectBare({
    method: "POST",
    url: "/api/sandbox/payments/pay",
    headers: { "content-type": "application/json", ...headers },
    payload: JSON.stringify({ reference }),
  });
}

async function deliveries() {
  return jobsRepository.list(t.database.db, SANDBOX_WEBHOOK_JOB);
}

describe("paying a voucher or transfer", () => {
  it("captures an OXXO voucher and queues its webhook, with the event the shop will be told", async () => {
    const { order, reference } = await placePayLaterOrder(t, shopper, "oxxo");
    const response = await pay(reference);
    expect(response.statusCode).toBe(200);
    const payment = await sandboxPaymentOf(t.database.db, order.id);
    expect(response.json()).toEqual({ orderId: order.id, paymentId: payment.id, status: "captured" });
    expect(payment.status).toBe("captured");
    expect(payment.paidAt).toBeInstanceOf(Date);
    const queued = (await deliveries()).filter((job) => JSON.stringify(job.payload).includes(order.id));
    expect(queued).toHaveLength(1);
    expect(queued[0]?.payload).toEqual({
      event: {
        id: expect.stringMatching(/^evt_sandbox_/),
        type: "payment.succeeded",
        orderId: order.id,
        paymentId: payment.id,
        method: "oxxo",
        amountCents: order.total,
      },
      created: Math.floor((payment.paidAt as Date).getTime() / 1000),
    });
  });

  it("pays a SPEI transfer by its 7-digit reference", async () => {
    const { order, reference } = await placePayLaterOrder(t, shopper, "spei");
    expect(reference).toMatch(/^\d{7}$/);
    const response = await pay(reference);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ orderId: order.id, status: "captured" });
  });

  it("works from the order page too (a browser on the shop's own page, signed in)", async () => {
    const { order, reference } = await placePayLaterOrder(t, shopper, "oxxo");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/sandbox/payments/pay",
      headers: { cookie: shopper.cookie, origin: t.config.baseUrl },
      payload: { reference },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().orderId).toBe(order.id);
  });
});

describe("what cannot be paid", () => {
  it("an unknown reference: 404, saying which", async () => {
    const response = await pay("99999999999999");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: "not_found",
      message: "No OXXO voucher or SPEI transfer has the reference 99999999999999.",
    });
  });

  it("one paid already: 409 saying so, and no second webhook", async () => {
    const { order, reference } = await placePayLaterOrder(t, shopper, "oxxo");
    expect((await pay(reference)).statusCode).toBe(200);
    const before = await deliveries();
    const again = await pay(reference);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`The voucher or transfer ${reference} is already paid.`);
    expect(await deliveries()).toHaveLength(before.length);
    expect((await sandboxPaymentOf(t.database.db, order.id)).status).toBe("captured");
  });

  it("two payments of one voucher at the same moment: one is taken, the other is a 409", async () => {
    const { reference } = await placePayLaterOrder(t, shopper, "spei");
    const before = (await deliveries()).length;
    const answers = await Promise.all([pay(reference), pay(reference)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await deliveries()).toHaveLength(before + 1);
  });

  it("one whose order the shopper cancelled (voided): 409 saying so", async () => {
    const { order, reference } = await placePayLaterOrder(t, shopper, "oxxo");
    const cancelled = await t.app.inject({
      method: "POST",
      url: `/api/orders/${order.id}/cancel`,
      headers: { cookie: shopper.cookie },
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
    const response = await pay(reference, { "accept-language": "es-MX" });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `La ficha o transferencia ${reference} se anuló (su pedido se canceló o venció), así que ya no se puede pagar.`,
    );
    expect((await sandboxPaymentOf(t.database.db, order.id)).status).toBe("cancelled");
  });

  it("one past its deadline: 409 saying so, and it stays unpaid", async () => {
    const { order, reference } = await placePayLaterOrder(t, shopper, "oxxo");
    await t.database.db
      .update(sandboxPayments)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sandboxPayments.orderId, order.id));
    const response = await pay(reference);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `The voucher or transfer ${reference} expired, so it can no longer be paid.`,
    );
    expect((await sandboxPaymentOf(t.database.db, order.id)).status).toBe("pending");
  });

  it("a body without a reference: 400", async () => {
    for (const body of [{}, { reference: "" }, { reference: 12345678901234 }]) {
      const response = await t.injectBare({
        method: "POST",
        url: "/api/sandbox/payments/pay",
        headers: { "content-type": "application/json" },
        payload: body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain("Send the reference of the voucher or transfer to pay");
    }
  });

  it("a reference too long: 400 saying so", async () => {
    const response = await t.injectBare({
      method: "POST",
      url: "/api/sandbox/payments/pay",
      headers: { "content-type": "application/json" },
      payload: { reference: "1".repeat(41) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(
      "The reference is too long: an OXXO reference has 14 digits and a SPEI reference 7.",
    );
  });
});

describe("paid and queued together (one transaction)", () => {
  it("when the webhook cannot be queued, the voucher stays unpaid", async () => {
    const { order, reference } = await placePayLaterOrder(t, shopper, "oxxo");
    await t.database.db.execute(sql`alter table jobs rename to jobs_away`);
    let response: Awaited<ReturnType<typeof pay>>;
    try {
      response = await pay(reference);
    } finally {
      await t.database.db.execute(sql`alter table jobs_away rename to jobs`);
    }
    expect(response.statusCode).toBeGreaterThanOrEqual(500);
    expect((await sandboxPaymentOf(t.database.db, order.id)).status).toBe("pending");
    expect((await pay(reference)).statusCode).toBe(200);
  });
});

describe("in production", () => {
  it("the sandbox's controls do not exist (404 for any reference)", async () => {
    const production = await buildTestApp({
      env: "production",
      payments: { ...testConfig().payments, sandboxControls: false },
    });
    try {
      const response = await production.injectBare({
        method: "POST",
        url: "/api/sandbox/payments/pay",
        headers: { "content-type": "application/json" },
        payload: { reference: "12345678901234" },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("No route for POST /api/sandbox/payments/pay");
    } finally {
      await production.close();
    }
  });
});
