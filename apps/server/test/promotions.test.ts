import { randomUUID } from "node:crypto";
import { adminPromotionSchema, orderSchema, promotionSchema } from "@hogar/shared";
import { ivaContainedCents } from "@hogar/shared/iva";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLines, orders, promotionCodes, promotionRedemptions } from "../src/db/schema/index.ts";
import { decimalToCents } from "../src/modules/invoicing/cfdi-amounts.ts";
import { readCfdi } from "../src/modules/invoicing/cfdi-read.ts";
import { PROMOTION_GUESSES } from "../src/modules/promotions/promotion-guess-limit.ts";
import { type CheckoutShopper, placeOrder, TEST_CARDS } from "./helpers/checkout-shopper.ts";
import type { TestUser } from "./helpers/factories.ts";
import { createProduct } from "./helpers/product-factory.ts";
import { promotionInput } from "./helpers/promotion-input.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";
import { invoiceFixtures } from "./invoice-fixtures.ts";

// Promotion codes (docs/product.md 100-104): staff's codes, the checkout's preview, the order that
// counts a use, each refusal, and what a discounted order refunds.

let t: TestApp;
let f: ReturnType<typeof invoiceFixtures>;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  f = invoiceFixtures(t);
  admin = await f.admin();
});
afterAll(() => t.close());

let codes = 0;
/** A code nobody used yet, valid since yesterday for a week, 10% off anything, unless said. */
function codeInput(overrides: object = {}) {
  codes += 1;
  return promotionInput(`test${codes}-${randomUUID().slice(0, 6)}`, overrides);
}

async function createCode(overrides: object = {}) {
  const response = await f.post(admin, "/api/admin/promotions", codeInput(overrides));
  if (response.statusCode !== 201) throw new Error(`code: ${response.statusCode} ${response.body}`);
  return promotionSchema.parse(response.json());
}

/** A shopper with `lines` (new products) in the cart. */
async function shopperWithCart(
  lines: { priceCents: number; quantity?: number; category?: "living room" | "kitchen" | "bedroom" }[],
  card = TEST_CARDS.approve,
) {
  const shopper = await f.shopper(card);
  const products = [];
  for (const line of lines) {
    const product = await createProduct(t.database.db, {
      priceCents: line.priceCents,
      stock: 10,
      category: line.category ?? "living room",
    });
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/cart/items/${product.id}`,
      headers: { cookie: shopper.cookie },
      payload: { quantity: line.quantity ?? 1 },
    });
    if (put.statusCode !== 200) throw new Error(`cart: ${put.statusCode} ${put.body}`);
    products.push(product);
  }
  return { shopper, products };
}

const preview = (shopper: CheckoutShopper, body: object) =>
  f.post(shopper, "/api/checkout/promotion", { source: "cart", ...body });

const usesOf = async (id: string) => {
  const [row] = await t.database.db.select().from(promotionCodes).where(eq(promotionCodes.id, id));
  return row?.uses;
};

describe("staff's promotion codes", () => {
  it("creates a code in capitals, lists it newest first, and audits it", async () => {
    const input = codeInput({ code: " summer-15 ", percent: 15, maxUses: 100, maxUsesPerShopper: 1 });
    const response = await f.post(admin, "/api/admin/promotions", input);
    expect(response.statusCode).toBe(201);
    const created = promotionSchema.parse(response.json());
    expect(created).toMatchObject({
      code: "SUMMER-15",
      percent: 15,
      amount: null,
      uses: 0,
      status: "active",
    });

    const list = await f.get(admin, "/api/admin/promotions");
    expect(list.json()[0]).toMatchObject({ id: created.id, code: "SUMMER-15" });
    const page = adminPromotionSchema.parse(
      (await f.get(admin, `/api/admin/promotions/${created.id}`)).json(),
    );
    expect(page.audit).toEqual([
      expect.objectContaining({ actorEmail: admin.email, action: "create", before: null }),
    ]);
    expect(page.audit[0]?.after).toMatchObject({ code: "SUMMER-15", percent: 15, maxUses: 100 });
  });

  it("refuses a bad form with its reason, a code taken twice with 409, and shoppers with 403", async () => {
    const bad = await f.post(admin, "/api/admin/promotions", codeInput({ kind: "fixed", amount: null }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("An amount off must be more than $0.00");
    const dates = codeInput();
    const backwards = await f.post(admin, "/api/admin/promotions", { ...dates, endsAt: dates.startsAt });
    expect(backwards.json().message).toContain("The code must end after it starts");

    const first = await createCode();
    const again = await f.post(admin, "/api/admin/promotions", codeInput({ code: first.code.toLowerCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`The code ${first.code} exists already`);

    const shopper = await f.shopper();
    expect((await f.get(shopper, "/api/admin/promotions")).statusCode).toBe(403);
    expect((await f.post(shopper, "/api/admin/promotions", codeInput())).statusCode).toBe(403);
  });

  it("edits a code (never its limit below the uses made) and disables it, both audited", async () => {
    const code = await createCode({ maxUses: 5 });
    await t.database.db.update(promotionCodes).set({ uses: 3 }).where(eq(promotionCodes.id, code.id));
    const send = (body: object) =>
      t.app.inject({
        method: "PUT",
        url: `/api/admin/promotions/${code.id}`,
        headers: { cookie: admin.cookie },
        payload: codeInput({ code: code.code, ...body }),
      });
    const below = await send({ maxUses: 2 });
    expect(below.statusCode).toBe(400);
    expect(below.json().message).toBe("The code was used 3 times already: its limit cannot be lower");

    const edited = await send({ kind: "fixed", amount: 20_000, maxUses: 3 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      kind: "fixed",
      amount: 20_000,
      percent: null,
      uses: 3,
      status: "used_up",
    });

    const disabled = await f.post(admin, `/api/admin/promotions/${code.id}/disable`);
    expect(disabled.json()).toMatchObject({ status: "disabled", disabledAt: expect.any(String) });
    const page = adminPromotionSchema.parse((await f.get(admin, `/api/admin/promotions/${code.id}`)).json());
    expect(page.audit.map((entry) => entry.action)).toEqual(["create", "update", "disable"]);
    expect(page.audit[1]).toMatchObject({
      before: { kind: "percent" },
      after: { kind: "fixed", amount: 20_000 },
    });
  });
});

describe("a code at checkout", () => {
  it("previews the discount, the totals and the IVA, counting no use", async () => {
    const code = await createCode({ percent: 15 });
    const { shopper } = await shopperWithCart([{ priceCents: 300_000, quantity: 2 }]);
    const response = await preview(shopper, { code: ` ${code.code.toLowerCase()} ` });
    expect(response.statusCode).toBe(200);
    // 6,000 subtotal: shipping 99, 15% off = 900; total 5,199
    expect(response.json()).toEqual({
      code: code.code,
      subtotal: 600_000,
      discount: 90_000,
      shipping: 9_900,
      total: 519_900,
      ivaCents: ivaContainedCents(519_900, 1600),
    });
    expect(await usesOf(code.id)).toBe(0);
  });

  it("previews a Buy now of one product in a quantity", async () => {
    const code = await createCode({ kind: "fixed", amount: 50_000 });
    const shopper = await f.shopper();
    const product = await createProduct(t.database.db, { priceCents: 1_200_000, stock: 5 });
    const response = await f.post(shopper, "/api/checkout/promotion", {
      source: "product",
      productId: product.id,
      quantity: 1,
      code: code.code,
    });
    expect(response.json()).toMatchObject({
      subtotal: 1_200_000,
      discount: 50_000,
      shipping: 0,
      total: 1_150_000,
    });
  });

  it("places an order with the code: discount, shares per line, IVA on the discounted total, one use", async () => {
    const code = await createCode({ percent: 10 });
    const { shopper, products } = await shopperWithCart([
      { priceCents: 100_001, quantity: 1 },
      { priceCents: 33_333, quantity: 3 },
    ]);
    const response = await placeOrder(t.app, shopper, {
      source: "cart",
      promotionCode: code.code.toLowerCase(),
    });
    expect(response.statusCode).toBe(201);
    const order = orderSchema.parse(response.json());
    // subtotal 200,000; 10% = 20,000; shipping 99; total 189,900 with its IVA
    expect(order).toMatchObject({
      subtotal: 200_000,
      discount: 20_000,
      promotionCode: code.code,
      shipping: 9_900,
      total: 189_900,
      ivaCents: ivaContainedCents(189_900, 1600),
      status: "paid",
    });
    const lines = await t.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.priceCents));
    const shares = new Map(lines.map((line) => [line.productId, line.discountCents]));
    expect(shares.get(products[0]?.id ?? "")).toBe(10_000);
    expect(shares.get(products[1]?.id ?? "")).toBe(10_000);
    // The order's lines say their shares too: the return form works out its refund from them.
    expect(order.lines.map((line) => line.discount)).toEqual([10_000, 10_000]);
    expect(await usesOf(code.id)).toBe(1);
    const ledger = await f.ledger(order.id);
    expect(ledger.payment.amountCents).toBe(189_900);
  });

  it("discounts only the lines of the code's categories, its minimum counted on them", async () => {
    const code = await createCode({ percent: 20, categories: ["kitchen"], minSubtotal: 50_000 });
    const { shopper } = await shopperWithCart([
      { priceCents: 900_000, category: "living room" },
      { priceCents: 40_000, category: "kitchen" },
    ]);
    const short = await preview(shopper, { code: code.code });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      code: "promotion_min_subtotal",
      message: `The code ${code.code} needs at least $500.00 MXN of products from Kitchen.`,
    });
    const more = await createProduct(t.database.db, { priceCents: 20_000, stock: 5, category: "kitchen" });
    const added = await t.app.inject({
      method: "PUT",
      url: `/api/cart/items/${more.id}`,
      headers: { cookie: shopper.cookie },
      payload: { quantity: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    const placed = await placeOrder(t.app, shopper, { source: "cart", promotionCode: code.code });
    expect(placed.json()).toMatchObject({ subtotal: 960_000, discount: 12_000, total: 948_000 + 9_900 });
    const lines = await t.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, placed.json().id));
    expect(
      lines.map((line) => [line.priceCents, line.discountCents]).sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)),
    ).toEqual([
      [20_000, 4_000],
      [40_000, 8_000],
      [900_000, 0],
    ]);

    const { shopper: other } = await shopperWithCart([{ priceCents: 90_000, category: "bedroom" }]);
    const none = await preview(other, { code: code.code });
    expect(none.json().message).toBe(
      `The code ${code.code} is only for Kitchen products, and your order has none.`,
    );
  });

  it("says why a code cannot be used, and the order is not placed", async () => {
    const { shopper } = await shopperWithCart([{ priceCents: 100_000 }]);
    const refused = async (body: object) => {
      const seen = await preview(shopper, body);
      const ordered = await placeOrder(t.app, shopper, {
        source: "cart",
        promotionCode: (body as { code: string }).code,
      });
      expect(ordered.statusCode).toBe(seen.statusCode);
      expect(ordered.json()).toEqual(seen.json());
      return seen;
    };
    const unknown = await refused({ code: "nope-nope" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      code: "promotion_unknown",
      message: "There is no promotion code NOPE-NOPE. Check how it is written.",
    });

    const later = await createCode({
      startsAt: "2099-01-01T06:00:00.000Z",
      endsAt: "2099-02-01T06:00:00.000Z",
    });
    expect((await refused({ code: later.code })).json().message).toBe(
      `The code ${later.code} can be used from 01/01/2099.`,
    );
    const past = await createCode({
      startsAt: "2020-01-01T06:00:00.000Z",
      endsAt: "2020-02-01T06:00:00.000Z",
    });
    expect((await refused({ code: past.code })).json().message).toBe(
      `The code ${past.code} expired on 31/01/2020.`,
    );

    const disabled = await createCode();
    await f.post(admin, `/api/admin/promotions/${disabled.id}/disable`);
    expect((await refused({ code: disabled.code })).json().message).toBe(
      `The code ${disabled.code} is no longer valid.`,
    );

    const usedUp = await createCode({ maxUses: 1 });
    await t.database.db.update(promotionCodes).set({ uses: 1 }).where(eq(promotionCodes.id, usedUp.id));
    const gone = await refused({ code: usedUp.code });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe(`The code ${usedUp.code} has been used up.`);

    const minimum = await createCode({ minSubtotal: 100_001 });
    expect((await refused({ code: minimum.code })).json().message).toBe(
      `The code ${minimum.code} needs a subtotal of at least $1,000.01 MXN.`,
    );
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.userId, shopper.id));
    expect(count?.n).toBe(0);
  });

  it("stops a shopper trying codes that do not exist after 20 in an hour, at the preview and with an order", async () => {
    const code = await createCode({ percent: 10 });
    const { shopper } = await shopperWithCart([{ priceCents: 100_000 }]);
    const neighbour = (await shopperWithCart([{ priceCents: 100_000 }])).shopper;
    for (let i = 0; i < PROMOTION_GUESSES.perWindow - 1; i++) {
      expect((await preview(shopper, { code: `GUESS${i}` })).statusCode).toBe(400);
    }
    // Codes that exist are no guesses: they do not count.
    expect((await preview(shopper, { code: code.code })).statusCode).toBe(200);
    const twentieth = await placeOrder(t.app, shopper, { source: "cart", promotionCode: "GUESS-LAST" });
    expect(twentieth.json().code).toBe("promotion_unknown");

    for (const tried of [
      await preview(shopper, { code: code.code }),
      await placeOrder(t.app, shopper, { source: "cart", promotionCode: code.code }),
    ]) {
      expect(tried.statusCode).toBe(429);
      expect(tried.json().message).toMatch(
        /^Too many codes that do not exist were tried\. Please try again in (60|59) minutes\.$/,
      );
      expect(Number(tried.headers["retry-after"])).toBeGreaterThan(3_500);
    }
    // Nothing was ordered, and another shopper is not held back.
    expect((await f.get(shopper, "/api/orders")).json()).toEqual([]);
    expect((await preview(neighbour, { code: code.code })).statusCode).toBe(200);
    // An order without a code is not held back either.
    expect((await placeOrder(t.app, shopper, { source: "cart" })).statusCode).toBe(201);
  });

  it("holds each shopper to the code's uses per shopper", async () => {
    const code = await createCode({ maxUsesPerShopper: 1, maxUses: 10 });
    const { shopper, products } = await shopperWithCart([{ priceCents: 50_000 }]);
    const body = { source: "product", productId: products[0]?.id, quantity: 1, promotionCode: code.code };
    expect((await placeOrder(t.app, shopper, body)).statusCode).toBe(201);
    const second = await placeOrder(t.app, shopper, body);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      code: "promotion_shopper_limit",
      message: `You have already used the code ${code.code} as many times as it allows.`,
    });
    const other = await f.shopper();
    expect((await placeOrder(t.app, other, body)).statusCode).toBe(201);
    expect(await usesOf(code.id)).toBe(2);
  });

  it("gives the use back when the card is declined", async () => {
    const code = await createCode({ maxUses: 1 });
    const { shopper } = await shopperWithCart([{ priceCents: 50_000 }], TEST_CARDS.decline);
    const declined = await placeOrder(t.app, shopper, { source: "cart", promotionCode: code.code });
    expect(declined.statusCode).toBe(402);
    expect(await usesOf(code.id)).toBe(0);
    const redemptions = await t.database.db
      .select()
      .from(promotionRedemptions)
      .where(eq(promotionRedemptions.promotionId, code.id));
    expect(redemptions).toEqual([]);
  });

  it("judges OXXO's range on the discounted total", async () => {
    const code = await createCode({ kind: "fixed", amount: 100_000 });
    const { shopper } = await shopperWithCart([{ priceCents: 1_050_000 }]);
    const response = await placeOrder(t.app, shopper, {
      source: "cart",
      promotionCode: code.code,
      paymentMethod: "oxxo",
      cardId: undefined,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ total: 950_000, discount: 100_000, status: "awaiting_payment" });
  });
});

describe("the back office's orders by promotion code (docs/product.md 75)", () => {
  it("lists only the orders that used the code, however it is typed, and refuses a text too long", async () => {
    const code = await createCode();
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { shopper } = await shopperWithCart([{ priceCents: 100_000 }]);
      const placed = await placeOrder(t.app, shopper, { source: "cart", promotionCode: code.code });
      ids.unshift(placed.json().id);
    }
    const { shopper } = await shopperWithCart([{ priceCents: 100_000 }]);
    expect((await placeOrder(t.app, shopper, { source: "cart" })).statusCode).toBe(201);

    const listed = await f.get(
      admin,
      `/api/admin/orders?code=${encodeURIComponent(` ${code.code.toLowerCase()} `)}`,
    );
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((row: { id: string }) => row.id)).toEqual(ids);
    const unused = await createCode();
    expect((await f.get(admin, `/api/admin/orders?code=${unused.code}`)).json()).toEqual([]);

    const tooLong = await f.get(admin, `/api/admin/orders?code=${"A".repeat(31)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain("at most 30 characters");
  });
});

describe("an order too large to record", () => {
  it("is refused with 422 before its code's discount is counted, and the code keeps its uses", async () => {
    const code = await createCode({ percent: 90 });
    // 2 × 15,000,000 pesos: 90% of it would not fit the 32-bit centavos of the code's use either.
    const { shopper } = await shopperWithCart([{ priceCents: 1_500_000_000, quantity: 2 }]);
    const placed = await placeOrder(t.app, shopper, { source: "cart", promotionCode: code.code });
    expect(placed.statusCode).toBe(422);
    expect(placed.json().message).toBe("This order is too large to place online. Please contact us.");
    expect(await usesOf(code.id)).toBe(0);
  });
});

describe("a discounted order after it was paid", () => {
  it("refunds what was paid for a returned line, its share of the discount taken off", async () => {
    const code = await createCode({ kind: "fixed", amount: 30_000 });
    const { shopper, products } = await shopperWithCart([
      { priceCents: 100_000, quantity: 2 },
      { priceCents: 100_000, quantity: 1 },
    ]);
    const order = (await placeOrder(t.app, shopper, { source: "cart", promotionCode: code.code })).json();
    expect(order).toMatchObject({ subtotal: 300_000, discount: 30_000, total: 279_900 });
    await f.ship(admin, order.id);
    await f.deliver(admin, order.id);
    const asked = await f.post(shopper, `/api/orders/${order.id}/return`, {
      lines: [{ productId: products[0]?.id, quantity: 1 }],
      reason: "One of the two came with a scratch on the side.",
    });
    expect(asked.statusCode).toBe(201);
    const approved = await f.post(admin, `/api/admin/orders/${order.id}/approve-return`, {});
    expect(approved.statusCode).toBe(200);
    // The pair paid 200,000 - 20,000: one of them 90,000.
    expect(approved.json()).toMatchObject({ status: "returned", refunded: 90_000 });
  });
});

describe("a discounted order's mail and invoice", () => {
  it("mails the confirmation with the code and the discount under the subtotal", async () => {
    const code = await createCode({ kind: "fixed", amount: 25_000 });
    const { shopper } = await shopperWithCart([{ priceCents: 200_000 }]);
    const order = (await placeOrder(t.app, shopper, { source: "cart", promotionCode: code.code })).json();
    const mail = (await f.mailsTo(shopper.email)).find((sent) => sent.text.includes("Subtotal"));
    expect(mail?.text).toContain(
      `Subtotal: $2,000.00 MXN\nDiscount (${code.code}): -$250.00 MXN\nShipping: $99.00 MXN`,
    );
    expect(mail?.text).toContain(`Total: $1,849.00 MXN\nIVA included ${"$"}`);
    expect(order.total).toBe(184_900);
  });

  it("invoices it with Descuento on the conceptos and the comprobante, valid against the SAT's schema", async () => {
    const code = await createCode({ percent: 15 });
    const { shopper } = await shopperWithCart([
      { priceCents: 123_457, quantity: 1 },
      { priceCents: 33_333, quantity: 3 },
    ]);
    const order = (await placeOrder(t.app, shopper, { source: "cart", promotionCode: code.code })).json();
    expect(order.discount).toBeGreaterThan(0);
    await f.saveFiscalData(shopper);
    expect((await f.request(shopper, order.id)).statusCode).toBe(201);
    const cfdi = readCfdi(await f.validXml(shopper, order.id));

    const cents = (value: string | null) => (value === null ? 0 : decimalToCents(value));
    const products = cfdi.concepts.filter((c) => c.productCode === "56101500");
    expect(products).toHaveLength(2);
    for (const concept of products) {
      const iva = concept.transfers[0];
      expect(cents(concept.discount)).toBeGreaterThan(0);
      // Each traslado's Base is Importe - Descuento.
      expect(cents(iva?.base ?? null)).toBe(cents(concept.amount) - cents(concept.discount));
    }
    const discount = cfdi.concepts.reduce((sum, c) => sum + cents(c.discount), 0);
    expect(cents(cfdi.discount)).toBe(discount);
    expect(cents(cfdi.subtotal)).toBe(cfdi.concepts.reduce((sum, c) => sum + cents(c.amount), 0));
    expect(cents(cfdi.subtotal) - cents(cfdi.discount) + cents(cfdi.totalTransferred)).toBe(order.total);
    expect(cents(cfdi.total)).toBe(order.total);
    expect(cents(cfdi.totalTransferred)).toBe(order.ivaCents);
  });
});
