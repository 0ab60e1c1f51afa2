import { randomUUID } from "node:crypto";
import {
  adminOrderSchema,
  deliveryDate,
  formatMoney,
  orderDetailsSchema,
  orderNumber,
  orderSchema,
} from "@hogar/shared";
import { isValidClabe } from "@hogar/shared/payment-methods";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, paymentEvents, sandboxPayments, sandboxRefunds } from "../src/db/schema/index.ts";
import { AppError, STATUS_BY_KIND } from "../src/lib/errors.ts";
import { createOrdersService } from "../src/modules/orders/orders.service.ts";
import {
  type PaymentProvider,
  type PaymentWebhookEvent,
  RefundRefusedError,
} from "../src/modules/payments/payment-provider.ts";
import { createSandboxProvider } from "../src/modules/payments/sandbox-provider.ts";
import { webhookBody } from "../src/modules/payments/webhook-event.ts";
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from "../src/modules/payments/webhook-signature.ts";
import { type CheckoutShopper, placeOrder, requestShopper } from "./helpers/checkout-shopper.ts";
import { createProduct } from "./helpers/product-factory.ts";
import { mailTo } from "./helpers/smtp-inbox.ts";
import { useOrderTestApp } from "./order-fixtures.ts";

// OXXO and SPEI orders from checkout to paid, expired, refunded or cancelled (docs/product.md 85-87).

const { t, inbox, f, admin } = useOrderTestApp();

type Method = "oxxo" | "spei";

/** A shopper buys `quantity` of a new product (stock 5 unless said) to pay at OXXO or by SPEI. */
async function buyToPayLater(
  method: Method,
  { priceCents = 100_000, quantity = 2, stock = 5 } = {},
  shopper?: CheckoutShopper,
) {
  const buyer = shopper ?? (await f.shopper());
  const product = await createProduct(t.database.db, { priceCents, stock });
  const key = randomUUID();
  const body = {
    source: "product",
    productId: product.id,
    quantity,
    paymentMethod: method,
    cardId: undefined,
  };
  const response = await placeOrder(t.app, buyer, body, key);
  return { shopper: buyer, product, response, key, body };
}

async function awaitingOrder(method: Method, options?: Parameters<typeof buyToPayLater>[1]) {
  const bought = await buyToPayLater(method, options);
  if (bought.response.statusCode !== 201) {
    throw new Error(`order: ${bought.response.statusCode} ${bought.response.body}`);
  }
  return { ...bought, order: orderSchema.parse(bought.response.json()) };
}

/** The sandbox's own test API: the shopper pays the voucher or transfer (no webhook is sent here). */
function sandboxPay(reference: string) {
  return t.app.inject({ method: "POST", url: "/api/sandbox/payments/pay", payload: { reference } });
}

/** A provider's delivery: the body signed as docs/product.md 87 says, with no cookie or Origin. */
function deliver(event: PaymentWebhookEvent, secret = t.config.payments.webhookSecret) {
  const body = JSON.stringify(webhookBody(event, Math.floor(Date.now() / 1000)));
  return t.injectBare({
    method: "POST",
    url: "/api/payments/webhook",
    headers: {
      "content-type": "application/json",
      [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, body, Math.floor(Date.now() / 1000)),
    },
    payload: body,
  });
}

/** The sandbox takes the money and the provider reports it: the event delivered, and the event. */
async function payAndReport(order: {
  id: string;
  total: number;
  payLater: { reference: string; method: Method } | null;
}) {
  if (!order.payLater) throw new Error("not a pay-later order");
  const paid = await sandboxPay(order.payLater.reference);
  expect(paid.statusCode).toBe(200);
  const event: PaymentWebhookEvent = {
    id: `evt_test_${randomUUID()}`,
    type: "payment.succeeded",
    orderId: order.id,
    paymentId: paid.json().paymentId,
    method: order.payLater.method,
    amountCents: order.total,
  };
  return { event, response: await deliver(event) };
}

const settler = (provider?: PaymentProvider) =>
  createOrdersService(
    t.database.db,
    provider ?? createSandboxProvider(t.database.db, t.config.payments),
    t.config,
  );

/** As if the deadline passed a minute ago. */
const pastDeadline = (orderId: string) =>
  t.database.db
    .update(orders)
    .set({ paymentExpiresAt: sql`now() - interval '1 minute'` })
    .where(eq(orders.id, orderId));

const details = async (shopper: CheckoutShopper, orderId: string) =>
  orderDetailsSchema.parse((await f.get(shopper, `/api/orders/${orderId}`)).json());

const subject = (order: { id: string }, words: string) => words.replace("{number}", orderNumber(order));

describe("placing an OXXO or SPEI order (docs/product.md 86)", () => {
  it("OXXO: answers 201 awaiting payment with a 14-digit voucher, holds the stock and mails how to pay", async () => {
    const before = Date.now();
    const { shopper, product, order } = await awaitingOrder("oxxo", { priceCents: 100_000, quantity: 2 });
    expect(order).toMatchObject({
      status: "awaiting_payment",
      paymentMethod: "oxxo",
      installments: 1,
      card: null,
      total: 209_900,
      payLater: { method: "oxxo", clabe: null, bank: null, amount: 209_900 },
    });
    expect(order.payLater?.reference).toMatch(/^\d{14}$/);
    // Good for PAY_LATER_HOURS (72 in tests).
    const expiresAt = Date.parse(order.payLater?.expiresAt ?? "");
    expect(expiresAt - before).toBeGreaterThanOrEqual(72 * 3_600_000 - 1_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(72 * 3_600_000);
    expect(await f.stockOf(product.id)).toBe(3);

    const row = await f.row(order.id);
    expect(row.paymentExpiresAt?.toISOString()).toBe(order.payLater?.expiresAt);
    expect((await f.ledger(order.id)).payment).toMatchObject({
      status: "pending",
      method: "oxxo",
      reference: order.payLater?.reference,
      amountCents: 209_900,
    });
    const shown = await details(shopper, order.id);
    expect(shown).toMatchObject({ status: "awaiting_payment", canCancel: true, payLater: order.payLater });
    expect(shown.timeline.map((e) => [e.from, e.to])).toEqual([
      [null, "placed"],
      ["placed", "awaiting_payment"],
    ]);
    expect((await f.events(order.id)).at(-1)).toMatchObject({ actorRole: "system", actorId: null });

    const mail = await inbox.waitFor(
      mailTo(shopper.email, subject(order, "Pay for your Hogar order {number} at OXXO")),
    );
    expect(mail.text).toContain(order.payLater?.reference);
  });

  it("SPEI: a valid 18-digit CLABE at STP, a 7-digit reference and the total, from the cart", async () => {
    const shopper = await f.shopper();
    const product = await createProduct(t.database.db, { priceCents: 1_500_000, stock: 4 });
    await t.app.inject({
      method: "PUT",
      url: `/api/cart/items/${product.id}`,
      headers: { cookie: shopper.cookie },
      payload: { quantity: 1 },
    });
    const response = await placeOrder(t.app, shopper, {
      source: "cart",
      paymentMethod: "spei",
      cardId: undefined,
    });
    expect(response.statusCode).toBe(201);
    const order = orderSchema.parse(response.json());
    expect(order).toMatchObject({
      status: "awaiting_payment",
      paymentMethod: "spei",
      card: null,
      total: 1_500_000,
      payLater: { method: "spei", bank: "STP", amount: 1_500_000 },
    });
    expect(order.payLater?.reference).toMatch(/^\d{7}$/);
    expect(isValidClabe(order.payLater?.clabe ?? "")).toBe(true);
    expect(order.payLater?.clabe).toMatch(/^646180\d{12}$/);
    expect(await f.stockOf(product.id)).toBe(3);
    // The cart line bought leaves the cart as the order awaits its payment (docs/product.md 28):
    // the same cart cannot be checked out a second time meanwhile.
    expect((await f.get(shopper, "/api/cart")).json().lines).toEqual([]);
    const twice = await placeOrder(t.app, shopper, {
      source: "cart",
      paymentMethod: "spei",
      cardId: undefined,
    });
    expect(twice.statusCode).toBe(400);
    expect(await f.stockOf(product.id)).toBe(3);
    await inbox.waitFor(
      mailTo(shopper.email, subject(order, "Pay for your Hogar order {number} by SPEI transfer")),
    );

    // Added again while the order awaits: the payment arriving leaves it in the cart.
    await t.app.inject({
      method: "PUT",
      url: `/api/cart/items/${product.id}`,
      headers: { cookie: shopper.cookie },
      payload: { quantity: 1 },
    });
    const { response: delivered } = await payAndReport({ ...order, payLater: order.payLater as never });
    expect(delivered.statusCode).toBe(200);
    expect((await f.get(shopper, "/api/cart")).json().lines).toMatchObject([{ product: { id: product.id } }]);
    expect((await details(shopper, order.id)).status).toBe("paid");
  });

  it("repeats the first answer for a repeated Idempotency-Key: one voucher, the stock taken once", async () => {
    const { shopper, product, order, key, body } = await awaitingOrder("oxxo", { quantity: 1 });
    const again = await placeOrder(t.app, shopper, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      id: order.id,
      status: "awaiting_payment",
      payLater: order.payLater,
    });
    expect(await f.stockOf(product.id)).toBe(4);
    const rows = await t.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.orderId, order.id));
    expect(rows).toHaveLength(1);
  });

  describe("when the provider fails to issue the voucher", () => {
    const oxxoFor = (shopper: CheckoutShopper, productId: string) => ({
      source: "product" as const,
      productId,
      quantity: 2,
      delivery: "tomorrow" as const,
      addressId: shopper.addressId,
      paymentMethod: "oxxo" as const,
      installments: 1 as const,
    });

    /** What `place` answered: the order, or the error's status and message. */
    const answer = (placing: Promise<{ order: { status: string; payLater: unknown } }>) =>
      placing.then(
        ({ order }) => ({ status: order.status, payLater: order.payLater }),
        (error: unknown) =>
          error instanceof AppError
            ? { status: STATUS_BY_KIND[error.kind], code: error.kind, message: error.message }
            : Promise.reject(error),
      );

    it("with no voucher at the provider: 503, nothing charged or held, the stock back at once; a retry answers the same", async () => {
      const shopper = await f.shopper();
      const product = await createProduct(t.database.db, { priceCents: 30_000, stock: 5 });
      const sandbox = createSandboxProvider(t.database.db, t.config.payments);
      const down: PaymentProvider = {
        ...sandbox,
        issuePayLater: async () => {
          throw new Error("connect ECONNREFUSED");
        },
      };
      const service = settler(down);
      const key = randomUUID();
      const unavailable = {
        status: 503,
        // Its own code: the attempt is over, and the web app starts a new one (a new key) on retry.
        code: "payment_unavailable",
        message:
          "We could not get the payment details from the payment provider, so your order was not placed. Nothing was charged and nothing is held for you: please try again in a few minutes, or pay another way.",
      };
      expect(await answer(service.place(requestShopper(shopper), key, oxxoFor(shopper, product.id)))).toEqual(
        unavailable,
      );
      expect(await f.stockOf(product.id)).toBe(5);
      const started = Date.now();
      expect(await answer(service.place(requestShopper(shopper), key, oxxoFor(shopper, product.id)))).toEqual(
        unavailable,
      );
      // Answered at once, not after waiting for a placed order.
      expect(Date.now() - started).toBeLessThan(5_000);
      // Not an order the shopper sees, like a declined card (docs/product.md 28).
      expect((await f.get(shopper, "/api/orders")).json()).toEqual([]);
    });

    it("with a voucher issued but its answer lost: the order awaits payment with it, and a retry gets it", async () => {
      const shopper = await f.shopper();
      const product = await createProduct(t.database.db, { priceCents: 30_000, stock: 5 });
      const sandbox = createSandboxProvider(t.database.db, t.config.payments);
      let calls = 0;
      const lostOnce: PaymentProvider = {
        ...sandbox,
        async issuePayLater(request) {
          const issued = await sandbox.issuePayLater(request);
          calls += 1;
          if (calls === 1) throw new Error("socket hang up");
          return issued;
        },
      };
      const service = settler(lostOnce);
      const key = randomUUID();
      const first = await answer(service.place(requestShopper(shopper), key, oxxoFor(shopper, product.id)));
      expect(first).toMatchObject({ status: "awaiting_payment", payLater: { method: "oxxo" } });
      expect(await f.stockOf(product.id)).toBe(3);
      expect(await answer(service.place(requestShopper(shopper), key, oxxoFor(shopper, product.id)))).toEqual(
        first,
      );
    });
  });

  it("refuses OXXO above 10,000 pesos with 422 naming the range, and changes nothing", async () => {
    const { shopper, product, response } = await buyToPayLater("oxxo", { priceCents: 500_001, quantity: 2 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: "unprocessable",
      message: `OXXO takes payments from ${formatMoney(1_000)} to ${formatMoney(1_000_000)}, and this order's total is ${formatMoney(1_000_002)}. Please pay by card or SPEI.`,
    });
    expect(await f.stockOf(product.id)).toBe(5);
    expect((await f.get(shopper, "/api/orders")).json()).toEqual([]);
    // SPEI has no such limit.
    const spei = await placeOrder(t.app, shopper, {
      source: "product",
      productId: product.id,
      quantity: 2,
      paymentMethod: "spei",
      cardId: undefined,
    });
    expect(spei.statusCode).toBe(201);
  });

  it("holds at most 3 orders awaiting payment per shopper: a fourth answers 409 and holds nothing", async () => {
    const shopper = await f.shopper();
    for (const method of ["oxxo", "spei", "oxxo"] as const) {
      expect((await buyToPayLater(method, { quantity: 1 }, shopper)).response.statusCode).toBe(201);
    }
    const fourth = await buyToPayLater("spei", { quantity: 2 }, shopper);
    expect(fourth.response.statusCode).toBe(409);
    expect(fourth.response.json()).toEqual({
      code: "conflict",
      message:
        "You already have 3 orders waiting for their payment. Pay or cancel one of them before placing another to pay at OXXO or by SPEI.",
    });
    expect(await f.stockOf(fourth.product.id)).toBe(5);
    // A card still pays at once, and one cancelled makes room for another.
    const byCard = await placeOrder(t.app, shopper, {
      source: "product",
      productId: fourth.product.id,
      quantity: 1,
    });
    expect(byCard.statusCode).toBe(201);
    const [waiting] = (await f.get(shopper, "/api/orders"))
      .json()
      .filter((o: { status: string }) => o.status === "awaiting_payment");
    expect((await f.post(shopper, `/api/orders/${waiting.id}/cancel`)).statusCode).toBe(200);
    expect((await placeOrder(t.app, shopper, fourth.body)).statusCode).toBe(201);
  });

  it("answers 400 to a card with OXXO, and to no card for a card payment", async () => {
    const shopper = await f.shopper();
    const product = await createProduct(t.database.db, { stock: 5 });
    const withCard = await placeOrder(t.app, shopper, {
      source: "product",
      productId: product.id,
      quantity: 1,
      paymentMethod: "oxxo",
    });
    expect(withCard.statusCode).toBe(400);
    expect(withCard.json().message).toContain("A card is not used to pay at OXXO or by SPEI");
    const noCard = await placeOrder(t.app, shopper, {
      source: "product",
      productId: product.id,
      quantity: 1,
      cardId: undefined,
    });
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json().message).toContain("Choose a card");
    expect(await f.stockOf(product.id)).toBe(5);
  });
});

describe("the provider reports the payment by webhook (docs/product.md 87)", () => {
  it("a signed delivery makes the order paid and mails the confirmation; a repeat acts once", async () => {
    const { shopper, product, order } = await awaitingOrder("oxxo");
    const { event, response } = await payAndReport(order);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });

    const paid = await details(shopper, order.id);
    expect(paid).toMatchObject({ status: "paid", canCancel: true, refunded: 0 });
    expect(paid.timeline.at(-1)).toMatchObject({ from: "awaiting_payment", to: "paid" });
    expect(await f.stockOf(product.id)).toBe(3);
    await inbox.waitFor(mailTo(shopper.email, subject(order, "Your Hogar order {number} is confirmed")));

    const again = await deliver(event);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true });
    const events = await f.events(order.id);
    expect(events.filter((e) => e.toStatus === "paid")).toHaveLength(1);
    const recorded = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, order.id));
    expect(recorded.map((e) => [e.id, e.provider])).toEqual([[event.id, "sandbox"]]);
    expect((await f.ledger(order.id)).refunds).toEqual([]);
  });

  it("paid days after it was placed, it is delivered counting from the payment, and the mail says so", async () => {
    const { shopper, order } = await awaitingOrder("spei");
    // Placed three days ago for tomorrow: the day promised then has passed.
    await t.database.db.update(orders).set({ deliveryDate: "27/11/2026" }).where(eq(orders.id, order.id));
    expect((await payAndReport(order)).response.statusCode).toBe(200);

    const tomorrow = deliveryDate(new Date(), 1);
    expect((await details(shopper, order.id)).deliveryDate).toBe(tomorrow);
    const mail = await inbox.waitFor(
      mailTo(shopper.email, subject(order, "Your Hogar order {number} is confirmed")),
    );
    expect(mail.text).toContain(tomorrow);
    expect(mail.text).not.toContain("27/11/2026");
  });

  it("refuses a badly signed delivery with 400 and changes nothing", async () => {
    const { order } = await awaitingOrder("spei");
    const paid = await sandboxPay(order.payLater?.reference ?? "");
    const event: PaymentWebhookEvent = {
      id: `evt_test_${randomUUID()}`,
      type: "payment.succeeded",
      orderId: order.id,
      paymentId: paid.json().paymentId,
      method: "spei",
      amountCents: order.total,
    };
    const forged = await deliver(event, "not-the-shared-secret-but-long-enough-to-look-real");
    expect(forged.statusCode).toBe(400);
    expect((await f.row(order.id)).status).toBe("awaiting_payment");
    // The real delivery still works: the event id was not taken by the refused one.
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await f.row(order.id)).status).toBe("paid");
  });

  it("ignores a payment for an order the shop does not have (200, nothing to retry)", async () => {
    const response = await deliver({
      id: `evt_test_${randomUUID()}`,
      type: "payment.succeeded",
      orderId: randomUUID(),
      paymentId: "pay_unknown",
      method: "oxxo",
      amountCents: 10_000,
    });
    expect(response.statusCode).toBe(200);
  });

  it("does not take a payment of another amount: it is refunded and the order keeps waiting", async () => {
    const { order } = await awaitingOrder("spei", { quantity: 1 });
    const paid = await sandboxPay(order.payLater?.reference ?? "");
    const wrong = order.total - 100;
    const response = await deliver({
      id: `evt_test_${randomUUID()}`,
      type: "payment.succeeded",
      orderId: order.id,
      paymentId: paid.json().paymentId,
      method: "spei",
      amountCents: wrong,
    });
    expect(response.statusCode).toBe(200);
    expect(await f.row(order.id)).toMatchObject({ status: "awaiting_payment", refundedCents: 0 });
    const { refunds } = await f.ledger(order.id);
    expect(refunds.map((r) => [r.key, r.amountCents])).toEqual([
      [`${order.id}:late-payment:${paid.json().paymentId}`, wrong],
    ]);
  });
});

describe("the deadline passes (docs/product.md 86)", () => {
  it("the settler voids the voucher, cancels the order, returns the stock and mails the shopper", async () => {
    const { shopper, product, order } = await awaitingOrder("oxxo", { quantity: 3 });
    expect(await f.stockOf(product.id)).toBe(2);
    // Not yet due: left alone.
    await settler().settleStale();
    expect((await f.row(order.id)).status).toBe("awaiting_payment");

    await pastDeadline(order.id);
    expect(await settler().settleStale()).toBeGreaterThanOrEqual(1);
    const expired = await details(shopper, order.id);
    expect(expired).toMatchObject({ status: "cancelled", refunded: 0, canCancel: false });
    expect(expired.timeline.at(-1)).toMatchObject({ from: "awaiting_payment", to: "cancelled" });
    expect((await f.events(order.id)).at(-1)).toMatchObject({ actorRole: "system" });
    expect(await f.stockOf(product.id)).toBe(5);
    expect((await f.ledger(order.id)).payment.status).toBe("cancelled");
    await inbox.waitFor(
      mailTo(
        shopper.email,
        subject(order, "Your Hogar order {number} was cancelled: the payment did not arrive"),
      ),
    );
    // Voided: the voucher can no longer be paid, and settling again returns no stock twice.
    expect((await sandboxPay(order.payLater?.reference ?? "")).statusCode).toBe(409);
    await settler().settleStale();
    expect(await f.stockOf(product.id)).toBe(5);
  });

  it("an interrupted order the settler cannot finish does not hold up another's expiry", async () => {
    const stuck = await awaitingOrder("spei", { quantity: 1 });
    await t.database.db
      .update(orders)
      .set({ status: "placed", payLater: null, createdAt: sql`now() - interval '5 minutes'` })
      .where(eq(orders.id, stuck.order.id));
    const { product, order } = await awaitingOrder("oxxo", { quantity: 2 });
    await pastDeadline(order.id);
    const sandbox = createSandboxProvider(t.database.db, t.config.payments);
    const failsForOne: PaymentProvider = {
      ...sandbox,
      async findByOrder(orderId) {
        if (orderId === stuck.order.id) throw new Error("provider timed out");
        return sandbox.findByOrder(orderId);
      },
    };
    await settler(failsForOne).settleStale();
    expect((await f.row(order.id)).status).toBe("cancelled");
    expect(await f.stockOf(product.id)).toBe(5);
    // Left for the next run, its stock still held.
    expect((await f.row(stuck.order.id)).status).toBe("placed");
    expect(await f.stockOf(stuck.product.id)).toBe(4);
  });

  it("a payment the provider has but whose webhook is late makes it paid, and the webhook then changes nothing", async () => {
    const { shopper, product, order } = await awaitingOrder("spei");
    const paid = await sandboxPay(order.payLater?.reference ?? "");
    await pastDeadline(order.id);
    await settler().settleStale();
    expect((await f.row(order.id)).status).toBe("paid");
    expect(await f.stockOf(product.id)).toBe(3);
    await inbox.waitFor(mailTo(shopper.email, subject(order, "Your Hogar order {number} is confirmed")));

    const late = await deliver({
      id: `evt_test_${randomUUID()}`,
      type: "payment.succeeded",
      orderId: order.id,
      paymentId: paid.json().paymentId,
      method: "spei",
      amountCents: order.total,
    });
    expect(late.statusCode).toBe(200);
    expect(await f.row(order.id)).toMatchObject({ status: "paid", refundedCents: 0 });
    expect((await f.ledger(order.id)).refunds).toEqual([]);
    expect((await f.events(order.id)).filter((e) => e.toStatus === "paid")).toHaveLength(1);
  });

  it("a payment partly given back (another amount was reported) does not pay the order at its deadline", async () => {
    const { shopper, product, order } = await awaitingOrder("spei", { quantity: 1 });
    const paid = await sandboxPay(order.payLater?.reference ?? "");
    const wrong = order.total - 100;
    const reported = await deliver({
      id: `evt_test_${randomUUID()}`,
      type: "payment.succeeded",
      orderId: order.id,
      paymentId: paid.json().paymentId,
      method: "spei",
      amountCents: wrong,
    });
    expect(reported.statusCode).toBe(200);
    expect((await f.ledger(order.id)).payment).toMatchObject({ status: "captured", refundedCents: wrong });

    await pastDeadline(order.id);
    await settler().settleStale();
    expect(await f.row(order.id)).toMatchObject({ status: "cancelled", failureReason: "payment_expired" });
    expect((await f.events(order.id)).filter((e) => e.toStatus === "paid")).toEqual([]);
    expect(await f.stockOf(product.id)).toBe(5);
    await inbox.waitFor(
      mailTo(
        shopper.email,
        subject(order, "Your Hogar order {number} was cancelled: the payment did not arrive"),
      ),
    );
  });

  it("money arriving after the order expired is refunded in full, once, and the shopper told", async () => {
    const { shopper, product, order } = await awaitingOrder("oxxo", { quantity: 1 });
    // A cashier took the cash while the provider was voiding the voucher: the void did not reach it.
    const sandbox = createSandboxProvider(t.database.db, t.config.payments);
    const voidLost: PaymentProvider = {
      ...sandbox,
      async cancel(paymentId) {
        const payment = await sandbox.findByOrder(order.id);
        if (!payment || payment.id !== paymentId) throw new Error("unexpected payment");
        return { ...payment, status: "cancelled" };
      },
    };
    await pastDeadline(order.id);
    await settler(voidLost).settleStale();
    expect((await f.row(order.id)).status).toBe("cancelled");
    expect(await f.stockOf(product.id)).toBe(5);

    const { event, response } = await payAndReport(order);
    expect(response.statusCode).toBe(200);
    expect(await f.row(order.id)).toMatchObject({ status: "cancelled", refundedCents: order.total });
    const { payment, refunds } = await f.ledger(order.id);
    expect(payment).toMatchObject({ status: "refunded", refundedCents: order.total });
    expect(refunds.map((r) => [r.key, r.amountCents])).toEqual([
      [`${order.id}:late-payment:${event.paymentId}`, order.total],
    ]);
    const mail = await inbox.waitFor(
      mailTo(shopper.email, subject(order, "We refunded your payment for Hogar order {number}")),
    );
    expect(mail.text).toContain(formatMoney(order.total));
    expect(await f.stockOf(product.id)).toBe(5);

    // The provider retries: acted on once, never refunded twice.
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await f.ledger(order.id)).refunds).toHaveLength(1);
    expect((await f.row(order.id)).refundedCents).toBe(order.total);
  });
  it("a second payment after a wrong-amount one is refunded too, under its own key, and the shopper told", async () => {
    const { shopper, product, order } = await awaitingOrder("spei", { quantity: 1 });
    // A first transfer of the wrong amount: given back while the order still waits.
    const first = (await sandboxPay(order.payLater?.reference ?? "")).json().paymentId as string;
    const wrong = order.total - 100;
    const wrongEvent = {
      id: `evt_test_${randomUUID()}`,
      type: "payment.succeeded" as const,
      orderId: order.id,
      paymentId: first,
      method: "spei" as const,
      amountCents: wrong,
    };
    expect((await deliver(wrongEvent)).statusCode).toBe(200);
    await pastDeadline(order.id);
    await settler().settleStale();
    expect((await f.row(order.id)).status).toBe("cancelled");
    expect(await f.stockOf(product.id)).toBe(5);

    // Then the right amount, by a second transfer to the same CLABE: a payment of its own at the
    // provider (the sandbox keeps one payment per order, so the second is booked on a row of its own).
    const second = `pay_sandbox_${randomUUID()}`;
    await t.database.db.insert(sandboxPayments).values({
      id: second,
      orderId: randomUUID(),
      method: "spei",
      amountCents: order.total,
      status: "captured",
    });
    const late = {
      ...wrongEvent,
      id: `evt_test_${randomUUID()}`,
      paymentId: second,
      amountCents: order.total,
    };
    expect((await deliver(late)).statusCode).toBe(200);

    const refunds = await t.database.db
      .select()
      .from(sandboxRefunds)
      .where(sql`${sandboxRefunds.key} like ${`${order.id}:%`}`);
    expect(refunds.map((r) => [r.key, r.paymentId, r.amountCents]).sort()).toEqual(
      [
        [`${order.id}:late-payment:${first}`, first, wrong],
        [`${order.id}:late-payment:${second}`, second, order.total],
      ].sort(),
    );
    const [secondPayment] = await t.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, second));
    expect(secondPayment).toMatchObject({ status: "refunded", refundedCents: order.total });
    // The order counts what was given back after it was cancelled: the late payment, in full.
    expect(await f.row(order.id)).toMatchObject({ status: "cancelled", refundedCents: order.total });
    const mail = await inbox.waitFor(
      mailTo(shopper.email, subject(order, "We refunded your payment for Hogar order {number}")),
    );
    expect(mail.text).toContain(formatMoney(order.total));

    // Delivered again: nothing more is given back.
    expect((await deliver(late)).statusCode).toBe(200);
    const again = await t.database.db
      .select()
      .from(sandboxRefunds)
      .where(sql`${sandboxRefunds.key} like ${`${order.id}:%`}`);
    expect(again).toHaveLength(2);
    expect((await f.row(order.id)).refundedCents).toBe(order.total);
  });
});

describe("a late payment the shop cannot give back (docs/product.md 86)", () => {
  /** An order whose voucher was paid after it expired, with the sandbox's payment and its event. */
  async function paidAfterExpiry() {
    const { shopper, product, order } = await awaitingOrder("oxxo", { quantity: 1 });
    const paid = await sandboxPay(order.payLater?.reference ?? "");
    // The expiry cancels it as if the money had not arrived yet (its void did not reach the cashier).
    await t.database.db
      .update(orders)
      .set({ status: "cancelled", failureReason: "payment_expired" })
      .where(eq(orders.id, order.id));
    const event: PaymentWebhookEvent = {
      id: `evt_test_${randomUUID()}`,
      type: "payment.succeeded",
      orderId: order.id,
      paymentId: paid.json().paymentId,
      method: "oxxo",
      amountCents: order.total,
    };
    return { shopper, product, order, event };
  }

  /** The orders service on `provider`, with its error log kept. */
  function serviceLogging(provider: PaymentProvider) {
    const errors: { facts: Record<string, unknown>; message: string }[] = [];
    const log = {
      warn() {},
      error(facts: Record<string, unknown>, message: string) {
        errors.push({ facts, message });
      },
    } as never;
    return { service: createOrdersService(t.database.db, provider, t.config, undefined, log), errors };
  }

  it("refused by the provider: the event is recorded (no retries for days), nothing counted as refunded, and logged as an error", async () => {
    const { order, event } = await paidAfterExpiry();
    const sandbox = createSandboxProvider(t.database.db, t.config.payments);
    const refusing: PaymentProvider = {
      ...sandbox,
      refund: async () => {
        throw new RefundRefusedError("The bank refused the refund.");
      },
    };
    const { service, errors } = serviceLogging(refusing);
    expect(await service.recordPayment(event, "sandbox")).toBe("refund_failed");
    expect(await f.row(order.id)).toMatchObject({ status: "cancelled", refundedCents: 0 });
    const recorded = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
    expect(recorded).toHaveLength(1);
    expect(errors).toEqual([
      {
        facts: expect.objectContaining({
          orderId: order.id,
          paymentId: event.paymentId,
          reason: "The bank refused the refund.",
        }),
        message: expect.stringContaining("refused"),
      },
    ]);
    // The provider's retry is answered as acted on, and nothing more happens.
    expect(await service.recordPayment(event, "sandbox")).toBe("duplicate");
    expect(errors).toHaveLength(1);
    // A delivery retried by the provider is answered 200 and changes nothing.
    expect((await deliver({ ...event })).statusCode).toBe(200);
  });

  it("answered with another refund than asked for: nothing recorded as refunded, and logged as an error", async () => {
    const { order, event } = await paidAfterExpiry();
    const sandbox = createSandboxProvider(t.database.db, t.config.payments);
    const otherRefund: PaymentProvider = {
      ...sandbox,
      refund: async (request) => ({ ...request, amountCents: 100, createdAt: new Date() }),
    };
    const { service, errors } = serviceLogging(otherRefund);
    expect(await service.recordPayment(event, "sandbox")).toBe("refund_failed");
    expect(await f.row(order.id)).toMatchObject({ status: "cancelled", refundedCents: 0 });
    expect(errors).toEqual([
      {
        facts: expect.objectContaining({ orderId: order.id, refundedCents: 100 }),
        message: expect.stringContaining("another payment or amount"),
      },
    ]);
  });
});

describe("an OXXO or SPEI order left placed by a crash (docs/product.md 30, 86)", () => {
  const interrupt = (orderId: string) =>
    t.database.db
      .update(orders)
      .set({
        status: "placed",
        payLater: null,
        paymentExpiresAt: null,
        createdAt: sql`now() - interval '5 minutes'`,
      })
      .where(eq(orders.id, orderId));

  it("awaits payment with the provider's voucher, until that voucher's deadline", async () => {
    const { shopper, order } = await awaitingOrder("oxxo", { quantity: 1 });
    await interrupt(order.id);
    await settler().settleStale();
    const recovered = await details(shopper, order.id);
    expect(recovered).toMatchObject({ status: "awaiting_payment", payLater: order.payLater });
    expect((await f.row(order.id)).paymentExpiresAt?.toISOString()).toBe(order.payLater?.expiresAt);
    // The settler's claim is over: its deadline is judged by the expiry alone.
    expect((await f.row(order.id)).settleClaimedAt).toBeNull();
  });

  it("whose voucher expired already is expired at once: voided, cancelled, stock back, the expired mail", async () => {
    const { shopper, product, order } = await awaitingOrder("oxxo", { quantity: 2 });
    const howToPay = mailTo(shopper.email, subject(order, "Pay for your Hogar order {number} at OXXO"));
    await inbox.waitFor(howToPay);
    await interrupt(order.id);
    await t.database.db
      .update(sandboxPayments)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sandboxPayments.orderId, order.id));
    expect(await f.stockOf(product.id)).toBe(3);

    await settler().settleStale();
    expect(await f.row(order.id)).toMatchObject({
      status: "cancelled",
      failureReason: "payment_expired",
    });
    expect(await f.stockOf(product.id)).toBe(5);
    expect((await f.ledger(order.id)).payment.status).toBe("cancelled");
    const shown = await details(shopper, order.id);
    expect(shown.timeline.filter((e) => e.to === "cancelled").map((e) => e.from)).toEqual([
      "awaiting_payment",
    ]);
    await inbox.waitFor(
      mailTo(
        shopper.email,
        subject(order, "Your Hogar order {number} was cancelled: the payment did not arrive"),
      ),
    );
    // Only checkout's own "how to pay" mail: none asking to pay by a date gone by.
    expect(inbox.messages().filter(howToPay)).toHaveLength(1);
  });

  it("is paid when its payment is reported before the settler finds it", async () => {
    const { shopper, order } = await awaitingOrder("spei", { quantity: 1 });
    await interrupt(order.id);
    const { response } = await payAndReport(order);
    expect(response.statusCode).toBe(200);
    const paid = await details(shopper, order.id);
    expect(paid.status).toBe("paid");
    expect(paid.timeline.at(-1)).toMatchObject({ from: "placed", to: "paid" });
    await settler().settleStale();
    expect((await f.row(order.id)).status).toBe("paid");
  });

  it("a voucher issued after the settler cancelled its stalled request is voided", async () => {
    const shopper = await f.shopper();
    const product = await createProduct(t.database.db, { priceCents: 30_000, stock: 5 });
    const sandbox = createSandboxProvider(t.database.db, t.config.payments);
    // The request stalls before the provider answers; meanwhile the settler judges it lost.
    const stalled: PaymentProvider = {
      ...sandbox,
      async issuePayLater(request) {
        await t.database.db
          .update(orders)
          .set({ createdAt: sql`now() - interval '5 minutes'` })
          .where(eq(orders.id, request.orderId));
        expect(await settler().settleStale()).toBeGreaterThanOrEqual(1);
        return sandbox.issuePayLater(request);
      },
    };
    const { order } = await settler(stalled).place(requestShopper(shopper), randomUUID(), {
      source: "product",
      productId: product.id,
      quantity: 2,
      delivery: "tomorrow",
      addressId: shopper.addressId,
      paymentMethod: "oxxo",
      installments: 1,
    });
    expect(order).toMatchObject({ status: "cancelled", failureReason: "no payment was made" });
    expect(await f.stockOf(product.id)).toBe(5);
    expect((await f.ledger(order.id)).payment.status).toBe("cancelled");
  });

  it("a voucher whose answer was slow stays good when the settler already moved the order on", async () => {
    const shopper = await f.shopper();
    const product = await createProduct(t.database.db, { priceCents: 30_000, stock: 5 });
    const sandbox = createSandboxProvider(t.database.db, t.config.payments);
    // The provider issues the voucher but answers late; the settler finds it first.
    const slow: PaymentProvider = {
      ...sandbox,
      async issuePayLater(request) {
        const issued = await sandbox.issuePayLater(request);
        await t.database.db
          .update(orders)
          .set({ createdAt: sql`now() - interval '5 minutes'` })
          .where(eq(orders.id, request.orderId));
        expect(await settler().settleStale()).toBeGreaterThanOrEqual(1);
        return issued;
      },
    };
    const { order } = await settler(slow).place(requestShopper(shopper), randomUUID(), {
      source: "product",
      productId: product.id,
      quantity: 1,
      delivery: "tomorrow",
      addressId: shopper.addressId,
      paymentMethod: "spei",
      installments: 1,
    });
    expect(order.status).toBe("awaiting_payment");
    expect((await f.ledger(order.id)).payment.status).toBe("pending");
    expect((await f.events(order.id)).filter((e) => e.toStatus === "awaiting_payment")).toHaveLength(1);
    expect(await f.stockOf(product.id)).toBe(4);
  });

  it("is cancelled with its stock back when the provider never issued a voucher", async () => {
    const { product, order } = await awaitingOrder("spei", { quantity: 2 });
    await interrupt(order.id);
    await t.database.db.delete(sandboxPayments).where(eq(sandboxPayments.orderId, order.id));
    await settler().settleStale();
    expect(await f.row(order.id)).toMatchObject({
      status: "cancelled",
      failureReason: "no payment was made",
    });
    expect(await f.stockOf(product.id)).toBe(5);
  });
});

describe("cancelling before paying (docs/product.md 86)", () => {
  it("the shopper cancels: no refund, the voucher voided, the stock back, the mail says nothing was charged", async () => {
    const { shopper, product, order } = await awaitingOrder("oxxo");
    const response = await f.post(shopper, `/api/orders/${order.id}/cancel`);
    expect(response.statusCode).toBe(200);
    const cancelled = orderDetailsSchema.parse(response.json());
    expect(cancelled).toMatchObject({ status: "cancelled", refunded: 0, canCancel: false });
    expect(cancelled.timeline.at(-1)).toMatchObject({ from: "awaiting_payment", to: "cancelled" });
    expect(await f.stockOf(product.id)).toBe(5);
    const { payment, refunds } = await f.ledger(order.id);
    expect(payment.status).toBe("cancelled");
    expect(refunds).toEqual([]);
    expect((await f.row(order.id)).changeClaimedAt).toBeNull();
    const mail = await inbox.waitFor(
      mailTo(shopper.email, subject(order, "Your Hogar order {number} is cancelled")),
    );
    expect(mail.text).toContain("nothing was charged");
    expect((await sandboxPay(order.payLater?.reference ?? "")).statusCode).toBe(409);
  });

  it("the shop sees how it is to be paid, and cancels it with a reason, audited", async () => {
    const { product, order } = await awaitingOrder("spei", { quantity: 1 });
    const shown = adminOrderSchema.parse((await f.get(admin, `/api/admin/orders/${order.id}`)).json());
    expect(shown).toMatchObject({
      status: "awaiting_payment",
      paymentMethod: "spei",
      card: null,
      payLater: order.payLater,
      nextStatuses: ["cancelled"],
    });
    const response = await f.post(admin, `/api/admin/orders/${order.id}/cancel`, { note: "Sin existencias" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "cancelled", refunded: 0 });
    expect(await f.stockOf(product.id)).toBe(5);
    expect((await f.audit(order.id)).map((a) => a.action)).toEqual(["cancel"]);
  });

  it("paid since the shop's page showed it unpaid, is not cancelled from that page: 409, nothing refunded", async () => {
    const { product, order } = await awaitingOrder("oxxo", { quantity: 1 });
    await payAndReport(order);
    const seenUnpaid = { note: "Sin existencias", status: "awaiting_payment" };
    const response = await f.post(admin, `/api/admin/orders/${order.id}/cancel`, seenUnpaid);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ status: "paid", message: "This order is already paid." });
    expect(await f.row(order.id)).toMatchObject({ status: "paid", refundedCents: 0 });
    expect((await f.ledger(order.id)).refunds).toEqual([]);
    expect(await f.stockOf(product.id)).toBe(4);
    // From the page as it is now, it is cancelled with its refund (docs/product.md 72).
    const seenPaid = await f.post(admin, `/api/admin/orders/${order.id}/cancel`, {
      ...seenUnpaid,
      status: "paid",
    });
    expect(seenPaid.statusCode).toBe(200);
    expect(seenPaid.json()).toMatchObject({ status: "cancelled", refunded: order.total });
  });

  it("racing the settler's expiry: cancelled once, the stock back once", async () => {
    const { shopper, product, order } = await awaitingOrder("oxxo", { quantity: 2 });
    await pastDeadline(order.id);
    const [byShopper] = await Promise.all([
      f.post(shopper, `/api/orders/${order.id}/cancel`),
      settler().settleStale(),
    ]);
    expect([200, 409]).toContain(byShopper.statusCode);
    if (byShopper.statusCode === 409) {
      expect(byShopper.json()).toMatchObject({
        message: "This order is already cancelled.",
        status: "cancelled",
      });
    }
    expect(await f.row(order.id)).toMatchObject({
      status: "cancelled",
      changeClaimedAt: null,
      refundedCents: 0,
    });
    expect((await f.events(order.id)).filter((e) => e.toStatus === "cancelled")).toHaveLength(1);
    expect(await f.stockOf(product.id)).toBe(5);
  });

  it("is refused with 409 when the money has just arrived, and the webhook then makes it paid", async () => {
    const { shopper, product, order } = await awaitingOrder("oxxo", { quantity: 1 });
    const paid = await sandboxPay(order.payLater?.reference ?? "");
    const response = await f.post(shopper, `/api/orders/${order.id}/cancel`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: "conflict",
      message: "The payment for this order has just arrived. Refresh the page to see it paid.",
      status: "awaiting_payment",
    });
    expect(await f.stockOf(product.id)).toBe(4);
    expect((await f.row(order.id)).changeClaimedAt).toBeNull();
    const delivered = await deliver({
      id: `evt_test_${randomUUID()}`,
      type: "payment.succeeded",
      orderId: order.id,
      paymentId: paid.json().paymentId,
      method: "oxxo",
      amountCents: order.total,
    });
    expect(delivered.statusCode).toBe(200);
    expect((await f.row(order.id)).status).toBe("paid");
  });
});
