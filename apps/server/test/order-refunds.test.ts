import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PaymentProvider, RefundRefusedError } from "../src/modules/payments/payment-provider.ts";
import { createSandboxProvider } from "../src/modules/payments/sandbox-provider.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";
import { orderFixtures, REFUSES_REFUNDS } from "./order-fixtures.ts";

let t: TestApp;
let f: ReturnType<typeof orderFixtures>;
let sandbox: PaymentProvider;
beforeAll(async () => {
  t = await buildTestApp();
  f = orderFixtures(t);
  sandbox = createSandboxProvider(t.database.db, t.config.payments);
});
afterAll(() => t.close());

const card = { holderName: "Ana Lopez", expMonth: "12", expYear: "39", ccv: "123" };

/** A captured sandbox payment of `amountCents` with a card of `number`. */
async function captured(amountCents: number, number = "4242424242424242") {
  const { token } = await sandbox.tokenize({ ...card, number });
  const payment = await sandbox.authorize({ orderId: randomUUID(), token, amountCents, installments: 1 });
  return sandbox.capture(payment.id);
}

describe("the sandbox's refunds (docs/product.md 74)", () => {
  it("add up partial refunds and mark the payment refunded once all of it is back", async () => {
    const payment = await captured(100_000);
    const first = await sandbox.refund({ paymentId: payment.id, amountCents: 30_000, key: "a:return" });
    expect(first).toMatchObject({ key: "a:return", paymentId: payment.id, amountCents: 30_000 });
    let ledger = await f.ledger(payment.orderId);
    expect(ledger.payment).toMatchObject({ status: "captured", refundedCents: 30_000 });

    await sandbox.refund({ paymentId: payment.id, amountCents: 70_000, key: "a:cancel" });
    ledger = await f.ledger(payment.orderId);
    expect(ledger.payment).toMatchObject({ status: "refunded", refundedCents: 100_000 });
    expect(ledger.refunds.map((r) => r.amountCents).sort()).toEqual([30_000, 70_000]);
  });

  it("answer a repeated key with the first refund, paying once", async () => {
    const payment = await captured(50_000);
    const request = { paymentId: payment.id, amountCents: 20_000, key: `${payment.orderId}:return` };
    const first = await sandbox.refund(request);
    const again = await sandbox.refund(request);
    const [third, fourth] = await Promise.all([sandbox.refund(request), sandbox.refund(request)]);
    for (const repeat of [again, third, fourth]) expect(repeat).toEqual(first);
    const ledger = await f.ledger(payment.orderId);
    expect(ledger.payment.refundedCents).toBe(20_000);
    expect(ledger.refunds).toHaveLength(1);
  });

  it("refuse more than is left, with the amount left, and change nothing", async () => {
    const payment = await captured(50_000);
    await sandbox.refund({ paymentId: payment.id, amountCents: 40_000, key: "b:return" });
    const tooMuch = sandbox.refund({ paymentId: payment.id, amountCents: 20_000, key: "b:cancel" });
    await expect(tooMuch).rejects.toBeInstanceOf(RefundRefusedError);
    await expect(tooMuch).rejects.toThrow("Only $100.00 MXN of this payment is left to refund.");
    const ledger = await f.ledger(payment.orderId);
    expect(ledger.payment.refundedCents).toBe(40_000);
    expect(ledger.refunds.map((r) => r.key)).toEqual(["b:return"]);
  });

  it("refuse a payment that was never captured, and an amount that is not a positive whole number", async () => {
    const { token } = await sandbox.tokenize({ ...card, number: "4242424242424242" });
    const authorized = await sandbox.authorize({
      orderId: randomUUID(),
      token,
      amountCents: 10_000,
      installments: 1,
    });
    await expect(
      sandbox.refund({ paymentId: authorized.id, amountCents: 10_000, key: "c:cancel" }),
    ).rejects.toThrow("This payment is authorized, so there is nothing to refund.");
    const payment = await captured(10_000);
    for (const amountCents of [0, -5, 1.5]) {
      await expect(
        sandbox.refund({ paymentId: payment.id, amountCents, key: `d${amountCents}` }),
      ).rejects.toThrow(RefundRefusedError);
    }
    await expect(sandbox.refund({ paymentId: "pay_unknown", amountCents: 1, key: "e" })).rejects.toThrow(
      "The payment provider has no such payment.",
    );
  });

  it("are refused by the bank of test card 4000000000005126, which still pays", async () => {
    const payment = await captured(25_000, REFUSES_REFUNDS);
    expect(payment.status).toBe("captured");
    const refused = sandbox.refund({ paymentId: payment.id, amountCents: 25_000, key: "f:cancel" });
    await expect(refused).rejects.toBeInstanceOf(RefundRefusedError);
    await expect(refused).rejects.toThrow("The bank of the card ending in 5126 refused the refund.");
    const ledger = await f.ledger(payment.orderId);
    expect(ledger.payment).toMatchObject({ status: "captured", refundedCents: 0 });
    expect(ledger.refunds).toEqual([]);
  });
});
