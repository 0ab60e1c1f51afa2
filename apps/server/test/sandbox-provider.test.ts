// The sandbox provider's pay-later side (docs/product.md 86-88): vouchers and transfers keyed by the
// order, references a shopper can type, the MSI plan kept, and voiding what was not paid.
import { randomUUID } from "node:crypto";
import { isValidClabe } from "@hogar/shared/payment-methods";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentProvider } from "../src/modules/payments/payment-provider.ts";
import { createSandboxProvider } from "../src/modules/payments/sandbox-provider.ts";
import { sandboxPaymentOf } from "./helpers/payment-webhooks.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

let t: TestApp;
let sandbox: PaymentProvider;
beforeAll(async () => {
  t = await buildTestApp();
  sandbox = createSandboxProvider(t.database.db, t.config.payments);
});
afterAll(() => t.close());

const inThreeDays = () => new Date(Date.now() + 72 * 3_600_000);
const card = { holderName: "Ana Lopez", expMonth: "12", expYear: "39", ccv: "123" };

function issue(
  method: "oxxo" | "spei",
  overrides: { orderId?: string; amountCents?: number; expiresAt?: Date } = {},
) {
  return sandbox.issuePayLater({
    orderId: overrides.orderId ?? randomUUID(),
    method,
    amountCents: overrides.amountCents ?? 45_000,
    expiresAt: overrides.expiresAt ?? inThreeDays(),
  });
}

describe("an OXXO voucher", () => {
  it("has a 14-digit reference, the amount and the deadline, and is pending", async () => {
    const expiresAt = inThreeDays();
    const orderId = randomUUID();
    const voucher = await issue("oxxo", { orderId, expiresAt });
    expect(voucher).toEqual({
      paymentId: expect.any(String),
      method: "oxxo",
      reference: expect.stringMatching(/^\d{14}$/),
      clabe: null,
      bank: null,
      amountCents: 45_000,
      expiresAt,
    });
    expect(await sandbox.findByOrder(orderId)).toEqual({
      id: voucher.paymentId,
      orderId,
      amountCents: 45_000,
      refundedCents: 0,
      status: "pending",
      declineReason: null,
      method: "oxxo",
    });
  });

  it("is issued once per order: asking again returns the first", async () => {
    const orderId = randomUUID();
    const first = await issue("oxxo", { orderId });
    const again = await issue("oxxo", { orderId, amountCents: 99_999 });
    expect(again).toEqual(first);
    const [a, b] = await Promise.all([issue("oxxo"), issue("oxxo")]);
    expect(a.reference).not.toBe(b.reference);
  });

  it("asked for twice at the same moment is one voucher", async () => {
    const orderId = randomUUID();
    const [a, b] = await Promise.all([issue("oxxo", { orderId }), issue("oxxo", { orderId })]);
    expect(a).toEqual(b);
  });

  it("gets references no other voucher or transfer has", async () => {
    const issued = await Promise.all(Array.from({ length: 30 }, (_, n) => issue(n % 2 ? "oxxo" : "spei")));
    expect(new Set(issued.map((p) => p.reference)).size).toBe(30);
  });
});

describe("a SPEI transfer", () => {
  it("goes to an STP CLABE (646 180) with a valid control digit, with a 7-digit reference", async () => {
    for (let n = 0; n < 10; n++) {
      const transfer = await issue("spei");
      expect(transfer).toMatchObject({ method: "spei", bank: "STP", amountCents: 45_000 });
      expect(transfer.clabe).toMatch(/^646180\d{12}$/);
      expect(isValidClabe(transfer.clabe ?? "")).toBe(true);
      expect(transfer.reference).toMatch(/^\d{7}$/);
    }
  });
});

describe("cancel", () => {
  it("voids a voucher not paid yet; voiding again is harmless", async () => {
    const voucher = await issue("oxxo");
    const voided = await sandbox.cancel(voucher.paymentId);
    expect(voided).toMatchObject({ status: "cancelled", method: "oxxo" });
    expect(await sandbox.cancel(voucher.paymentId)).toEqual(voided);
  });

  it("refuses a voucher already paid (a conflict: the money is there)", async () => {
    const orderId = randomUUID();
    const transfer = await issue("spei", { orderId });
    const paid = await t.injectBare({
      method: "POST",
      url: "/api/sandbox/payments/pay",
      headers: { "content-type": "application/json" },
      payload: { reference: transfer.reference },
    });
    expect(paid.statusCode).toBe(200);
    await expect(sandbox.cancel(transfer.paymentId)).rejects.toMatchObject({
      kind: "conflict",
      message: expect.stringContaining("captured"),
    });
    expect((await sandboxPaymentOf(t.database.db, orderId)).status).toBe("captured");
  });

  it("still releases a card authorization", async () => {
    const { token } = await sandbox.tokenize({ ...card, number: "4242424242424242" });
    const payment = await sandbox.authorize({
      orderId: randomUUID(),
      token,
      amountCents: 10_000,
      installments: 1,
    });
    expect(await sandbox.cancel(payment.id)).toMatchObject({ status: "cancelled", method: "card" });
  });
});

describe("a card payment", () => {
  it("keeps the MSI plan it was asked for, and says it was a card", async () => {
    const { token } = await sandbox.tokenize({ ...card, number: "4242424242424242" });
    const orderId = randomUUID();
    const payment = await sandbox.authorize({ orderId, token, amountCents: 1_250_000, installments: 12 });
    expect(payment).toMatchObject({ status: "authorized", method: "card", amountCents: 1_250_000 });
    expect(await sandboxPaymentOf(t.database.db, orderId)).toMatchObject({
      method: "card",
      installments: 12,
      reference: null,
    });
  });
});

describe("a paid voucher refunded (money that came too late)", () => {
  it("is given back in full", async () => {
    const orderId = randomUUID();
    const voucher = await issue("oxxo", { orderId, amountCents: 30_000 });
    await t.injectBare({
      method: "POST",
      url: "/api/sandbox/payments/pay",
      headers: { "content-type": "application/json" },
      payload: { reference: voucher.reference },
    });
    const refund = await sandbox.refund({ paymentId: voucher.paymentId, amountCents: 30_000, key: "late" });
    expect(refund).toMatchObject({ paymentId: voucher.paymentId, amountCents: 30_000 });
    expect(await sandbox.findByOrder(orderId)).toMatchObject({ status: "refunded", method: "oxxo" });
  });
});
