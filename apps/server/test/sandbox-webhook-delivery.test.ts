// The sandbox delivers its payment events as a provider does (docs/product.md 87): signed, to the
// shop's webhook, again with a doubling wait until it answers 2xx.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { paymentEvents } from "../src/db/schema/index.ts";
import { jobsRepository } from "../src/modules/jobs/jobs.repository.ts";
import {
  SANDBOX_WEBHOOK_JOB,
  sandboxWebhookJobHandler,
} from "../src/modules/payments/sandbox-webhook-delivery.ts";
import { parseWebhookBody } from "../src/modules/payments/webhook-event.ts";
import { verifyWebhookSignature } from "../src/modules/payments/webhook-signature.ts";
import { createCheckoutShopper } from "./helpers/checkout-shopper.ts";
import { placePayLaterOrder } from "./helpers/payment-webhooks.ts";
import { freePort } from "./helpers/server-process.ts";
import { buildTestApp, TEST_WEBHOOK_SECRET, type TestApp } from "./helpers/test-app.ts";

interface Received {
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A stand-in for the shop's webhook on 127.0.0.1: answers each delivery with the next status. */
async function fakeShop(statuses: number[]) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ url: request.url, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = statuses[received.length - 1] ?? 200;
      response.end(JSON.stringify({ received: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const thing of opened.splice(0).reverse()) await thing.close();
});

async function payInSandbox(t: TestApp, reference: string) {
  const response = await t.injectBare({
    method: "POST",
    url: "/api/sandbox/payments/pay",
    headers: { "content-type": "application/json" },
    payload: { reference },
  });
  expect(response.statusCode).toBe(200);
}

describe("the sandbox's webhook delivery", () => {
  it("signs each try and tries again after a non-2xx until the shop answers 2xx", async () => {
    const shop = await fakeShop([500, 503, 200]);
    opened.push(shop);
    const t = await buildTestApp({ baseUrl: shop.url }, { runJobs: true });
    opened.push(t);
    const shopper = await createCheckoutShopper(t.app);
    const { order, reference } = await placePayLaterOrder(t, shopper, "oxxo");
    await payInSandbox(t, reference);

    await expect.poll(() => shop.received.length, { timeout: 10_000 }).toBe(3);
    await expect.poll(() => jobsRepository.list(t.database.db, SANDBOX_WEBHOOK_JOB)).toEqual([]);
    for (const delivery of shop.received) {
      expect(delivery.url).toBe("/api/payments/webhook");
      expect(delivery.headers["content-type"]).toBe("application/json");
      expect(delivery.headers.origin).toBeUndefined();
      expect(() =>
        verifyWebhookSignature(TEST_WEBHOOK_SECRET, delivery.body, delivery.headers["hogar-signature"]),
      ).not.toThrow();
    }
    // The same event every time (one id, acted on once), for the order's total.
    const events = shop.received.map((delivery) => parseWebhookBody(delivery.body));
    expect(new Set(events.map((event) => event.id)).size).toBe(1);
    expect(events[0]).toMatchObject({ orderId: order.id, method: "oxxo", amountCents: order.total });
  });

  it("keeps trying while the shop answers 5xx, keeping the reason", async () => {
    const shop = await fakeShop([500, 500, 500, 500, 500, 500, 500, 500]);
    opened.push(shop);
    const t = await buildTestApp({ baseUrl: shop.url }, { runJobs: true });
    opened.push(t);
    const shopper = await createCheckoutShopper(t.app);
    const { reference } = await placePayLaterOrder(t, shopper, "spei");
    await payInSandbox(t, reference);
    await expect
      .poll(async () => (await jobsRepository.list(t.database.db, SANDBOX_WEBHOOK_JOB))[0]?.lastError, {
        timeout: 10_000,
      })
      .toBe("the shop's webhook answered 500, not 2xx");
    await expect.poll(() => shop.received.length).toBeGreaterThanOrEqual(3);
    const [job] = await jobsRepository.list(t.database.db, SANDBOX_WEBHOOK_JOB);
    expect(job?.status).toBe("pending");
  });

  it("throws when the shop is not there at all, so the worker tries again", async () => {
    const port = await freePort();
    const deliver = sandboxWebhookJobHandler({
      baseUrl: `http://127.0.0.1:${port}`,
      webhookSecret: TEST_WEBHOOK_SECRET,
    });
    const event = {
      id: "evt_sandbox_x",
      type: "payment.succeeded" as const,
      orderId: "00000000-0000-4000-8000-000000000000",
      paymentId: "pay_sandbox_x",
      method: "oxxo" as const,
      amountCents: 10_000,
    };
    await expect(
      deliver({
        id: "job",
        kind: SANDBOX_WEBHOOK_JOB,
        payload: { event, created: 1 },
        attempts: 1,
        createdAt: new Date(),
      }),
    ).rejects.toThrow(
      `the shop's webhook at http://127.0.0.1:${port}/api/payments/webhook could not be reached: ECONNREFUSED`,
    );
  });
});

describe("from the sandbox to the shop's own webhook", () => {
  it("a voucher paid in the sandbox turns its order paid within seconds", async () => {
    const port = await freePort();
    const t = await buildTestApp({ port, baseUrl: `http://127.0.0.1:${port}` }, { runJobs: true });
    opened.push(t);
    await t.app.listen({ port, host: "127.0.0.1" });
    const shopper = await createCheckoutShopper(t.app);
    const { order, reference } = await placePayLaterOrder(t, shopper, "oxxo");
    await payInSandbox(t, reference);

    const status = async () =>
      (
        await t.app.inject({
          method: "GET",
          url: `/api/orders/${order.id}`,
          headers: { cookie: shopper.cookie },
        })
      ).json().status;
    await expect.poll(status, { timeout: 10_000 }).toBe("paid");
    const recorded = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, order.id));
    expect(recorded).toEqual([expect.objectContaining({ provider: "sandbox", type: "payment.succeeded" })]);
    await expect.poll(() => jobsRepository.list(t.database.db, SANDBOX_WEBHOOK_JOB)).toEqual([]);
  });
});
