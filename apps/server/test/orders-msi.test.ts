import { randomUUID } from "node:crypto";
import { formatMoney, orderSchema } from "@hogar/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, products, sandboxPayments } from "../src/db/schema/index.ts";
import { createCheckoutShopper, placeOrder, TEST_CARDS } from "./helpers/checkout-shopper.ts";
import { createProduct } from "./helpers/product-factory.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

// Meses sin intereses (docs/product.md 88): from each plan's minimum, at the same total, the plan
// kept by the order and sent to the provider. Plans: 3 from $3,000, 6 from $6,000, 12 from $12,000.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A shopper buys one product of `priceCents` (free shipping from $10,000; $99 below) in `installments`. */
async function buy(priceCents: number, installments: number, body: object = {}) {
  const shopper = await createCheckoutShopper(t.app);
  const product = await createProduct(t.database.db, { priceCents, stock: 3 });
  const response = await placeOrder(t.app, shopper, {
    source: "product",
    productId: product.id,
    quantity: 1,
    installments,
    ...body,
  });
  return { shopper, product, response };
}

async function ledgerOf(orderId: string) {
  const [row] = await t.database.db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.orderId, orderId));
  return row;
}

async function stockOf(productId: string) {
  const [row] = await t.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stock;
}

describe("card payments in meses sin intereses", () => {
  it("12 payments from $12,000: paid at the same total, the plan kept and sent to the provider", async () => {
    const { response } = await buy(1_200_000, 12);
    expect(response.statusCode).toBe(201);
    const order = orderSchema.parse(response.json());
    expect(order).toMatchObject({
      status: "paid",
      paymentMethod: "card",
      installments: 12,
      total: 1_200_000,
      card: { brand: "Visa", last4: "4242", funding: "credit" },
      payLater: null,
    });
    expect(await ledgerOf(order.id)).toMatchObject({
      status: "captured",
      installments: 12,
      amountCents: 1_200_000,
    });
  });

  it("3 payments from exactly $3,000 with the shipping included in the total", async () => {
    // $2,901 + $99 shipping = $3,000.00
    const { response } = await buy(290_100, 3);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: "paid", installments: 3, total: 300_000 });
  });

  it("paying at once is 1 payment, as before plans existed", async () => {
    const shopper = await createCheckoutShopper(t.app);
    const product = await createProduct(t.database.db, { priceCents: 50_000, stock: 3 });
    const response = await placeOrder(t.app, shopper, {
      source: "product",
      productId: product.id,
      quantity: 1,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ paymentMethod: "card", installments: 1 });
    expect(await ledgerOf(response.json().id)).toMatchObject({ installments: 1 });
  });

  it("refuses a plan the total does not reach with 422 naming its minimum, and changes nothing", async () => {
    const { shopper, product, response } = await buy(590_000, 6);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: "unprocessable",
      message: `6 interest-free payments start at a total of ${formatMoney(600_000)}; this order's total is ${formatMoney(599_900)}.`,
    });
    expect(await stockOf(product.id)).toBe(3);
    const list = await t.app.inject({ url: "/api/orders", headers: { cookie: shopper.cookie } });
    expect(list.json()).toEqual([]);
  });

  it("says it in the shopper's language", async () => {
    const shopper = await createCheckoutShopper(t.app);
    const product = await createProduct(t.database.db, { priceCents: 100_000, stock: 3 });
    const spanish = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { cookie: shopper.cookie, "idempotency-key": randomUUID(), "accept-language": "es-MX" },
      payload: {
        source: "product",
        productId: product.id,
        quantity: 1,
        delivery: "tomorrow",
        addressId: shopper.addressId,
        cardId: shopper.cardId,
        installments: 3,
      },
    });
    expect(spanish.statusCode).toBe(422);
    expect(spanish.json().message).toContain("Los 3 meses sin intereses son para compras desde");
  });

  it("refuses a plan with a debit card with 422 before anything is taken; the card pays at once", async () => {
    const shopper = await createCheckoutShopper(t.app, TEST_CARDS.debit);
    const product = await createProduct(t.database.db, { priceCents: 1_200_000, stock: 3 });
    const order = { source: "product", productId: product.id, quantity: 1 } as const;
    const refused = await placeOrder(t.app, shopper, { ...order, installments: 3 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      code: "unprocessable",
      message:
        "Interest-free payments need a credit card, and the card ending in 5556 is a debit card. Please pay at once or choose a credit card.",
    });
    expect(await stockOf(product.id)).toBe(3);
    expect((await t.app.inject({ url: "/api/orders", headers: { cookie: shopper.cookie } })).json()).toEqual(
      [],
    );

    const atOnce = await placeOrder(t.app, shopper, { ...order, installments: 1 });
    expect(atOnce.statusCode).toBe(201);
    // The order says it was the debit card, as the order's page shows it (docs/product.md 88).
    expect(atOnce.json()).toMatchObject({
      status: "paid",
      installments: 1,
      card: { brand: "Visa", last4: "5556", funding: "debit" },
    });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, atOnce.json().id));
    expect(row?.cardFunding).toBe("debit");
  });

  it("answers 400 to a count that is no plan, and to installments with OXXO", async () => {
    const five = await buy(1_200_000, 5);
    expect(five.response.statusCode).toBe(400);
    expect(five.response.json().message).toContain("Choose 1, 3, 6 or 12 payments");
    const oxxo = await buy(400_000, 3, { paymentMethod: "oxxo", cardId: undefined });
    expect(oxxo.response.statusCode).toBe(400);
    expect(oxxo.response.json().message).toContain("Meses sin intereses are for card payments only");
  });

  it("refuses a plan the shop does not offer (MSI_PLANS without it)", async () => {
    const few = await buildTestApp({
      payments: { ...t.config.payments, msiPlans: [{ months: 3, minCents: 300_000 }] },
    });
    try {
      const shopper = await createCheckoutShopper(few.app);
      const product = await createProduct(few.database.db, { priceCents: 1_300_000, stock: 3 });
      const response = await placeOrder(few.app, shopper, {
        source: "product",
        productId: product.id,
        quantity: 1,
        installments: 12,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(
        "12 interest-free payments are not offered. Please choose another plan or pay at once.",
      );
    } finally {
      await few.close();
    }
  });
});
