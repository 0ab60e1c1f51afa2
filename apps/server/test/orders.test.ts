import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cards,
  cartItems,
  orderLines,
  orders,
  productImages,
  products,
  sandboxPayments,
} from "../src/db/schema/index.ts";
import { createOrdersService } from "../src/modules/orders/orders.service.ts";
import type { PaymentProvider } from "../src/modules/payments/payment-provider.ts";
import { createSandboxProvider } from "../src/modules/payments/sandbox-provider.ts";
import {
  type CheckoutShopper,
  createCheckoutShopper,
  oneProductByCard,
  placeOrder,
  requestShopper,
  TEST_CARDS,
} from "./helpers/checkout-shopper.ts";
import { createProduct } from "./helpers/product-factory.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const CARDS = TEST_CARDS;
const shopper = (cardNumber?: string) => createCheckoutShopper(t.app, cardNumber);
type Shopper = CheckoutShopper;
const place = (s: Shopper, body: object, key?: string) => placeOrder(t.app, s, body, key);
const putInCart = (s: Shopper, productId: string, quantity: number) =>
  t.app.inject({
    method: "PUT",
    url: `/api/cart/items/${productId}`,
    headers: { cookie: s.cookie },
    payload: { quantity },
  });

/** How many orders a shopper has, placed or refused. */
async function ordersOf(userId: string) {
  const [count] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.userId, userId));
  return count?.n;
}

async function stockOf(id: string) {
  const [row] = await t.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, id));
  return row?.stock;
}

async function paymentsFor(orderId: string) {
  return t.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId));
}

describe("placing an order", () => {
  it("buys one product at the server's prices, takes the stock and charges once", async () => {
    const s = await shopper();
    const lamp = await createProduct(t.database.db, { name: "Arco Lamp", priceCents: 250_000, stock: 5 });
    const response = await place(s, { source: "product", productId: lamp.id, quantity: 2 });
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      status: "paid",
      source: "product",
      subtotal: 500_000,
      shipping: 9_900,
      total: 509_900,
      delivery: "tomorrow",
      deliveryDate: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      card: { brand: "Visa", last4: "4242", funding: "credit" },
      shippingAddress: { fullName: "Ana López" },
    });
    expect(order.lines).toEqual([
      expect.objectContaining({
        productId: lamp.id,
        name: "Arco Lamp",
        price: 250_000,
        quantity: 2,
        lineTotal: 500_000,
      }),
    ]);
    expect(await stockOf(lamp.id)).toBe(3);
    const payments = await paymentsFor(order.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ status: "captured", amountCents: 509_900 });
  });

  it("copies each line's picture, and none as no value for a product without one", async () => {
    const s = await shopper();
    const pictured = await createProduct(t.database.db, { name: "Pictured Vase" });
    const bare = await createProduct(t.database.db, { name: "Bare Vase" });
    await t.database.db.delete(productImages).where(eq(productImages.productId, bare.id));
    for (const product of [pictured, bare]) {
      await putInCart(s, product.id, 1);
    }
    const order = (await place(s, { source: "cart" })).json();
    const rows = await t.database.db
      .select({ productId: orderLines.productId, none: sql<boolean>`${orderLines.image} is null` })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id));
    expect(Object.fromEntries(rows.map((row) => [row.productId, row.none]))).toEqual({
      [pictured.id]: false,
      [bare.id]: true,
    });
    const bareLine = order.lines.find((line: { productId: string }) => line.productId === bare.id);
    expect(bareLine.image).toBeNull();
  });

  it("keeps its own copy of what was bought when the product changes later", async () => {
    const s = await shopper();
    const vase = await createProduct(t.database.db, { name: "Vase", priceCents: 30_000 });
    const order = (await place(s, { source: "product", productId: vase.id, quantity: 1 })).json();
    await t.database.db
      .update(products)
      .set({ name: "Renamed", priceCents: 1, archived: true })
      .where(eq(products.id, vase.id));
    const again = (
      await t.app.inject({ url: `/api/orders/${order.id}`, headers: { cookie: s.cookie } })
    ).json();
    expect(again.lines[0]).toMatchObject({ name: "Vase", price: 30_000 });
  });

  it("buys the whole cart and empties the lines bought", async () => {
    const s = await shopper();
    const a = await createProduct(t.database.db, { priceCents: 600_000 });
    const b = await createProduct(t.database.db, { priceCents: 500_000 });
    for (const [p, quantity] of [
      [a, 1],
      [b, 2],
    ] as const) {
      await putInCart(s, p.id, quantity);
    }
    const response = await place(s, { source: "cart" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: "paid",
      subtotal: 1_600_000,
      shipping: 0,
      total: 1_600_000,
    });
    expect(response.json().lines).toHaveLength(2);
    const cart = await t.app.inject({ url: "/api/cart", headers: { cookie: s.cookie } });
    expect(cart.json().lines).toEqual([]);
  });

  it("buys one cart once when it is checked out from several windows at once (docs/product.md 118)", async () => {
    const s = await shopper();
    const chair = await createProduct(t.database.db, { priceCents: 200_000, stock: 10 });
    await putInCart(s, chair.id, 2);
    const responses = await Promise.all(Array.from({ length: 4 }, () => place(s, { source: "cart" })));
    const paid = responses.filter((r) => r.statusCode === 201);
    expect(paid).toHaveLength(1);
    // The others came while it was being paid for, or found the cart already bought.
    for (const other of responses.filter((r) => r.statusCode !== 201)) {
      expect([
        {
          code: "conflict",
          message: "Your cart is already being paid for in another window. Check My Orders in a moment.",
        },
        { code: "invalid", message: "Your shopping cart has nothing that can be bought" },
      ]).toContainEqual(other.json());
    }
    expect(await stockOf(chair.id)).toBe(8);
    const charged = await t.database.db.select().from(orders).where(eq(orders.userId, s.id));
    expect(charged.map((o) => o.status)).toEqual(["paid"]);
  });

  it("refuses a cart with nothing that can be bought", async () => {
    const s = await shopper();
    const response = await place(s, { source: "cart" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Your shopping cart has nothing that can be bought");
  });

  it("buys only the cart lines that can be bought and leaves the others in the cart", async () => {
    const s = await shopper();
    const fine = await createProduct(t.database.db, { priceCents: 50_000, stock: 5 });
    const gone = await createProduct(t.database.db, { stock: 5 });
    const short = await createProduct(t.database.db, { stock: 5 });
    for (const [p, quantity] of [
      [fine, 1],
      [gone, 1],
      [short, 4],
    ] as const) {
      await putInCart(s, p.id, quantity);
    }
    await t.database.db.update(products).set({ archived: true }).where(eq(products.id, gone.id));
    await t.database.db.update(products).set({ stock: 2 }).where(eq(products.id, short.id));
    const response = await place(s, { source: "cart" });
    expect(response.statusCode).toBe(201);
    expect(response.json().lines.map((l: { productId: string }) => l.productId)).toEqual([fine.id]);
    expect(response.json().subtotal).toBe(50_000);
    const left = (await t.app.inject({ url: "/api/cart", headers: { cookie: s.cookie } })).json();
    expect(left.lines.map((l: { product: { id: string } }) => l.product.id).sort()).toEqual(
      [gone.id, short.id].sort(),
    );
    expect(await stockOf(short.id)).toBe(2);
  });

  it.each([
    [CARDS.decline, "Your card was declined. Please use another card."],
    [CARDS.noFunds, "Your card has insufficient funds. Please use another card."],
  ])(
    "answers 402 for card %s: no paid order, the stock is back and the cart kept",
    async (number, message) => {
      const s = await shopper(number);
      const sofa = await createProduct(t.database.db, { stock: 4 });
      await putInCart(s, sofa.id, 2);
      const response = await place(s, { source: "cart" });
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({ code: "payment_declined", message });
      expect(await stockOf(sofa.id)).toBe(4);
      const list = (await t.app.inject({ url: "/api/orders", headers: { cookie: s.cookie } })).json();
      expect(list.filter((o: { status: string }) => o.status === "paid")).toEqual([]);
      expect(
        (await t.app.inject({ url: "/api/cart", headers: { cookie: s.cookie } })).json().lines,
      ).toHaveLength(1);
    },
  );

  it("answers 409 naming the product when the stock is short, and changes nothing", async () => {
    const s = await shopper();
    const rare = await createProduct(t.database.db, { name: "Rare Mirror", stock: 1 });
    const response = await place(s, { source: "product", productId: rare.id, quantity: 2 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("Not enough stock of Rare Mirror");
    expect(await stockOf(rare.id)).toBe(1);
    expect(await ordersOf(s.id)).toBe(0);
  });

  it("answers 409 saying a product archived since it was chosen is no longer sold, not that stock is short", async () => {
    const s = await shopper();
    const gone = await createProduct(t.database.db, { name: "Luna Cushion", stock: 95 });
    await t.database.db.update(products).set({ archived: true }).where(eq(products.id, gone.id));
    const response = await place(s, { source: "product", productId: gone.id, quantity: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("Luna Cushion is no longer sold");
    expect(await stockOf(gone.id)).toBe(95);
  });

  it("answers 409 with the new total when it is not the one the shopper was shown, and charges nothing", async () => {
    const s = await shopper();
    const chair = await createProduct(t.database.db, { name: "Shown Chair", priceCents: 50_000, stock: 5 });
    // Shown at $500.00 plus $99.00 shipping; the price rose while the confirm step was open.
    await t.database.db.update(products).set({ priceCents: 60_000 }).where(eq(products.id, chair.id));
    const refused = await place(s, {
      source: "product",
      productId: chair.id,
      quantity: 1,
      expectedTotal: 59_900,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("total_changed");
    expect(refused.json().message).toBe(
      "The total changed to $699.00 MXN: check your order and confirm again. Nothing was charged.",
    );
    expect(await stockOf(chair.id)).toBe(5);
    expect(await ordersOf(s.id)).toBe(0);
    // Shown the new total, the shopper confirms again and pays it.
    const placed = await place(s, {
      source: "product",
      productId: chair.id,
      quantity: 1,
      expectedTotal: 69_900,
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().total).toBe(69_900);
  });

  it("answers 409 when the cart's lines are not the ones shown, even at the same total, and charges nothing", async () => {
    const s = await shopper();
    const shown = await createProduct(t.database.db, { name: "Shown Lamp", priceCents: 80_000, stock: 5 });
    const swapped = await createProduct(t.database.db, { name: "Other Lamp", priceCents: 80_000, stock: 5 });
    await putInCart(s, swapped.id, 1);
    // The checkout showed the Shown Lamp; another window had swapped it for a lamp of the same price.
    const seen = { source: "cart", expectedTotal: 89_900 };
    const refused = await place(s, { ...seen, expectedLines: [{ productId: shown.id, quantity: 1 }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "cart_changed",
      message:
        "Your cart changed in another window: check your order and confirm again. Nothing was charged.",
    });
    expect(await stockOf(swapped.id)).toBe(5);
    expect(await ordersOf(s.id)).toBe(0);
    // The lines' quantities count too.
    const once = await place(s, { ...seen, expectedLines: [{ productId: swapped.id, quantity: 2 }] });
    expect(once.json().code).toBe("cart_changed");
    await putInCart(s, swapped.id, 2);
    // Shown the cart as it is, the shopper confirms again and pays it.
    const placed = await place(s, {
      source: "cart",
      expectedTotal: 169_900,
      expectedLines: [{ productId: swapped.id, quantity: 2 }],
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().lines.map((l: { productId: string }) => l.productId)).toEqual([swapped.id]);
  });

  it("refuses shown lines that are not a list of products with quantities", async () => {
    const s = await shopper();
    const response = await place(s, { source: "cart", expectedLines: [{ productId: "lamp", quantity: 0 }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/product|quantity/i);
    const tooMany = await place(s, {
      source: "cart",
      expectedLines: Array.from({ length: 101 }, () => ({ productId: crypto.randomUUID(), quantity: 1 })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain(
      "The lines shown must be a list of at most 100 products, each with its quantity",
    );
  });

  it("refuses a saved card that has expired since", async () => {
    const s = await shopper();
    await t.database.db.update(cards).set({ expMonth: "01", expYear: "20" }).where(eq(cards.id, s.cardId));
    const product = await createProduct(t.database.db);
    const response = await place(s, { source: "product", productId: product.id, quantity: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("The card ending in 4242 has expired. Please use another card.");
    expect(await stockOf(product.id)).toBe(10);
  });

  it("refuses an order too large to record, changing nothing", async () => {
    const s = await shopper();
    const grand = await createProduct(t.database.db, { priceCents: 1_000_000_000, stock: 50 });
    const response = await place(s, { source: "product", productId: grand.id, quantity: 3 });
    expect(response.statusCode).toBe(422);
    expect(await stockOf(grand.id)).toBe(50);
  });

  it("sells the last unit to exactly one of two shoppers at once", async () => {
    const [first, second] = [await shopper(), await shopper()];
    const last = await createProduct(t.database.db, { stock: 1 });
    const responses = await Promise.all(
      [first, second].map((s) => place(s, { source: "product", productId: last.id, quantity: 1 })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await stockOf(last.id)).toBe(0);
  });

  it("answers 404 for another shopper's address or card, and for an unknown product", async () => {
    const s = await shopper();
    const other = await shopper();
    const product = await createProduct(t.database.db);
    expect(
      (await place(s, { source: "product", productId: product.id, quantity: 1, addressId: other.addressId }))
        .statusCode,
    ).toBe(404);
    expect(
      (await place(s, { source: "product", productId: product.id, quantity: 1, cardId: other.cardId }))
        .statusCode,
    ).toBe(404);
    expect((await place(s, { source: "product", productId: randomUUID(), quantity: 1 })).statusCode).toBe(
      404,
    );
    expect(await stockOf(product.id)).toBe(10);
  });

  it.each([
    [{ source: "product", quantity: 1 }, /productId/],
    [{ source: "product", productId: randomUUID(), quantity: 0 }, /at least 1/],
    [{ source: "product", productId: randomUUID(), quantity: 51 }, /at most 50/],
    [{ source: "cart", total: 1 }, /Unrecognized key: "total"/],
    [{ source: "wishlist" }, /source/],
    [{ source: "cart", delivery: "next week" }, /arrive/],
  ])("answers 400 to a bad body %j", async (body, message) => {
    const s = await shopper();
    const response = await place(s, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it("needs a session and an Idempotency-Key", async () => {
    const s = await shopper();
    expect((await t.app.inject({ method: "POST", url: "/api/orders", payload: {} })).statusCode).toBe(401);
    const noKey = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { cookie: s.cookie },
      payload: { source: "cart", delivery: "tomorrow", addressId: s.addressId, cardId: s.cardId },
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toMatch(/Idempotency-Key/);
  });
});

describe("idempotency", () => {
  it("returns the first order for a repeated key, without a second charge or stock taken twice", async () => {
    const s = await shopper();
    const chair = await createProduct(t.database.db, { stock: 10 });
    const key = randomUUID();
    const body = { source: "product", productId: chair.id, quantity: 2 };
    const first = await place(s, body, key);
    const again = await place(s, body, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(await stockOf(chair.id)).toBe(8);
    expect(await paymentsFor(first.json().id)).toHaveLength(1);
  });

  it("creates one order when the same request arrives twice at once", async () => {
    const s = await shopper();
    const table = await createProduct(t.database.db, { stock: 10 });
    const key = randomUUID();
    const body = { source: "product", productId: table.id, quantity: 1 };
    const responses = await Promise.all([place(s, body, key), place(s, body, key), place(s, body, key)]);
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    expect(await stockOf(table.id)).toBe(9);
    expect(await ordersOf(s.id)).toBe(1);
  });

  it("repeats a decline as a decline", async () => {
    const s = await shopper(CARDS.decline);
    const rug = await createProduct(t.database.db);
    const key = randomUUID();
    const body = { source: "product", productId: rug.id, quantity: 1 };
    expect((await place(s, body, key)).statusCode).toBe(402);
    expect((await place(s, body, key)).statusCode).toBe(402);
    expect(await stockOf(rug.id)).toBe(10);
  });

  it("answers 422 to the same key with a different body", async () => {
    const s = await shopper();
    const bowl = await createProduct(t.database.db);
    const key = randomUUID();
    await place(s, { source: "product", productId: bowl.id, quantity: 1 }, key);
    const other = await place(s, { source: "product", productId: bowl.id, quantity: 2 }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toMatch(/different order/);
  });
});

describe("orders list", () => {
  it("is each shopper's own", async () => {
    const s = await shopper();
    const other = await shopper();
    const product = await createProduct(t.database.db);
    const order = (await place(s, { source: "product", productId: product.id, quantity: 1 })).json();
    expect((await t.app.inject({ url: "/api/orders", headers: { cookie: other.cookie } })).json()).toEqual(
      [],
    );
    expect(
      (await t.app.inject({ url: `/api/orders/${order.id}`, headers: { cookie: other.cookie } })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: "/api/orders", headers: { cookie: s.cookie } }))
        .json()
        .map((o: { id: string }) => o.id),
    ).toEqual([order.id]);
  });
});

describe("orders list pages", () => {
  const list = (s: Shopper, address = "/api/orders") =>
    t.app.inject({ url: address, headers: { cookie: s.cookie } });
  /** The address in the answer's `Link: <...>; rel="next"`, or undefined on the last page. */
  const nextOf = (response: { headers: Record<string, unknown> }) =>
    /^<([^>]+)>; rel="next"$/.exec(String(response.headers.link ?? ""))?.[1];
  async function placeMany(s: Shopper, count: number): Promise<string[]> {
    const product = await createProduct(t.database.db, { stock: 100 });
    const ids: string[] = [];
    for (let n = 0; n < count; n++) {
      ids.push((await place(s, { source: "product", productId: product.id, quantity: 1 })).json().id);
    }
    return ids;
  }
  /** Every page from `first` on, following each Link: the ids page by page. */
  async function allPages(s: Shopper, first: string): Promise<string[][]> {
    const pages: string[][] = [];
    for (let address = first as string | undefined; address; ) {
      const response = await list(s, address);
      expect(response.statusCode).toBe(200);
      pages.push(response.json().map((o: { id: string }) => o.id));
      address = nextOf(response);
    }
    return pages;
  }

  it("come newest first, a page at a time; the last page has no Link", async () => {
    const s = await shopper();
    const placed = await placeMany(s, 5);
    const pages = await allPages(s, "/api/orders?limit=2");
    expect(pages).toEqual([[placed[4], placed[3]], [placed[2], placed[1]], [placed[0]]]);
    const whole = await list(s, "/api/orders?limit=5");
    expect(whole.json()).toHaveLength(5);
    expect(whole.headers.link).toBeUndefined();
  });

  it("hold 20 orders unless asked, and name the next page with the same limit", async () => {
    const s = await shopper();
    const placed = await placeMany(s, 21);
    const first = await list(s);
    expect(first.json()).toHaveLength(20);
    expect(nextOf(first)).toMatch(/^\/api\/orders\?cursor=[\w-]+&limit=20$/);
    expect(await allPages(s, "/api/orders")).toEqual([[...placed].reverse().slice(0, 20), [placed[0]]]);
  });

  it("keep orders placed at the same instant in one order (by id), none twice and none missing", async () => {
    const s = await shopper();
    const placed = await placeMany(s, 5);
    await t.database.db
      .update(orders)
      .set({ createdAt: sql`'2025-01-02 03:04:05.123456+00'::timestamptz` })
      .where(eq(orders.userId, s.id));
    const pages = await allPages(s, "/api/orders?limit=2");
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(pages.flat()).toEqual([...placed].sort().reverse());
  });

  it("show nothing of another shopper's through their cursor", async () => {
    const ana = await shopper();
    const luis = await shopper();
    const luisOrders = await placeMany(luis, 2);
    await placeMany(ana, 3);
    const anasNext = nextOf(await list(ana, "/api/orders?limit=1"));
    expect(anasNext).toBeDefined();
    // Luis's orders are older than Ana's first page, so her cursor lists all of his, and only his.
    expect((await allPages(luis, anasNext ?? "")).flat()).toEqual([...luisOrders].reverse());
  });

  it.each([
    ["?limit=0", "limit must be at least 1"],
    ["?limit=51", "limit must be at most 50"],
    ["?limit=two", "limit must be a number"],
    ["?cursor=not%20a%20cursor", "cursor must be the value a previous page gave"],
    [
      `?cursor=${Buffer.from("yesterday|me").toString("base64url")}`,
      "cursor must be the value a previous page gave",
    ],
    ["?page=2", 'Unrecognized key: "page"'],
  ])("answer 400 to %s", async (query, message) => {
    const response = await list(await shopper(), `/api/orders${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});

describe("settling orders interrupted by a crash", () => {
  const service = () =>
    createOrdersService(t.database.db, createSandboxProvider(t.database.db, t.config.payments), t.config);
  const interrupt = (orderId: string) =>
    t.database.db
      .update(orders)
      .set({ status: "placed", createdAt: sql`now() - interval '5 minutes'` })
      .where(eq(orders.id, orderId));

  it("completes an order whose payment was captured, emptying the cart lines bought", async () => {
    const s = await shopper();
    const product = await createProduct(t.database.db, { stock: 5 });
    await putInCart(s, product.id, 1);
    const order = (await place(s, { source: "cart" })).json();
    // As if the process died after the capture but before step 3 (the cart line is back too).
    await interrupt(order.id);
    await t.database.db.insert(cartItems).values({ userId: s.id, productId: product.id, quantity: 1 });
    expect(await service().settleStale()).toBeGreaterThanOrEqual(1);
    const settled = (
      await t.app.inject({ url: `/api/orders/${order.id}`, headers: { cookie: s.cookie } })
    ).json();
    expect(settled.status).toBe("paid");
    expect((await t.app.inject({ url: "/api/cart", headers: { cookie: s.cookie } })).json().lines).toEqual(
      [],
    );
    expect(await stockOf(product.id)).toBe(4);
  });

  it("cancels an order that never reached the provider and returns its stock", async () => {
    const s = await shopper();
    const product = await createProduct(t.database.db, { stock: 5 });
    const order = (await place(s, { source: "product", productId: product.id, quantity: 2 })).json();
    await interrupt(order.id);
    await t.database.db.delete(sandboxPayments).where(eq(sandboxPayments.orderId, order.id));
    await service().settleStale();
    const settled = (
      await t.app.inject({ url: `/api/orders/${order.id}`, headers: { cookie: s.cookie } })
    ).json();
    expect(settled).toMatchObject({ status: "cancelled", failureReason: "no payment was made" });
    expect(await stockOf(product.id)).toBe(5);
    // Settling again changes nothing: the stock is returned once.
    await service().settleStale();
    expect(await stockOf(product.id)).toBe(5);
  });

  it("refunds a payment captured after the settler cancelled its order", async () => {
    const s = await shopper();
    const product = await createProduct(t.database.db, { stock: 5 });
    const sandbox = createSandboxProvider(t.database.db, t.config.payments);
    // The request stalls before paying; meanwhile the settler judges it lost and cancels the order.
    const stalled: PaymentProvider = {
      ...sandbox,
      async authorize(request) {
        await interrupt(request.orderId);
        expect(await service().settleStale()).toBeGreaterThanOrEqual(1);
        return sandbox.authorize(request);
      },
    };
    const orderOf = createOrdersService(t.database.db, stalled, t.config);
    const { order } = await orderOf.place(
      requestShopper(s),
      randomUUID(),
      oneProductByCard(s, product.id, 2),
    );
    expect(order).toMatchObject({ status: "cancelled", failureReason: "no payment was made" });
    expect((await paymentsFor(order.id)).map((p) => p.status)).toEqual(["refunded"]);
    expect(await stockOf(product.id)).toBe(5);
  });

  it("two settlers racing on one stale order settle it once", async () => {
    const s = await shopper();
    const product = await createProduct(t.database.db, { stock: 5 });
    const order = (await place(s, { source: "product", productId: product.id, quantity: 2 })).json();
    await interrupt(order.id);
    await t.database.db.delete(sandboxPayments).where(eq(sandboxPayments.orderId, order.id));
    const asked: string[] = [];
    // Each asks the provider slowly, so both runs overlap: without taking the order first, both would settle it.
    const slowly = (): PaymentProvider => {
      const sandbox = createSandboxProvider(t.database.db, t.config.payments);
      return {
        ...sandbox,
        async findByOrder(orderId) {
          asked.push(orderId);
          await new Promise((resolve) => setTimeout(resolve, 100));
          return sandbox.findByOrder(orderId);
        },
      };
    };
    const settlers = [slowly(), slowly()].map((provider) =>
      createOrdersService(t.database.db, provider, t.config),
    );
    await Promise.all(settlers.map((settler) => settler.settleStale()));
    expect(asked.filter((id) => id === order.id)).toHaveLength(1);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: "cancelled", failureReason: "no payment was made" });
    expect(await stockOf(product.id)).toBe(5);
  });

  it("takes again an order whose settler died while settling it, once the claim has run out", async () => {
    const s = await shopper();
    const product = await createProduct(t.database.db, { stock: 5 });
    const order = (await place(s, { source: "product", productId: product.id, quantity: 1 })).json();
    await interrupt(order.id);
    await t.database.db.delete(sandboxPayments).where(eq(sandboxPayments.orderId, order.id));
    // Taken by a settler a moment ago: left alone.
    await t.database.db.update(orders).set({ settleClaimedAt: sql`now()` }).where(eq(orders.id, order.id));
    await service().settleStale();
    expect((await t.database.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.status).toBe(
      "placed",
    );
    // Taken long ago by a settler that never finished: settled now.
    await t.database.db
      .update(orders)
      .set({ settleClaimedAt: sql`now() - interval '5 minutes'` })
      .where(eq(orders.id, order.id));
    await service().settleStale();
    expect((await t.database.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.status).toBe(
      "cancelled",
    );
    expect(await stockOf(product.id)).toBe(5);
  });

  it("leaves a recent order alone: its request may still be running", async () => {
    const s = await shopper();
    const product = await createProduct(t.database.db, { stock: 5 });
    const order = (await place(s, { source: "product", productId: product.id, quantity: 1 })).json();
    await t.database.db.update(orders).set({ status: "placed" }).where(eq(orders.id, order.id));
    await service().settleStale();
    const [row] = await t.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row?.status).toBe("placed");
    await t.database.db.update(orders).set({ status: "paid" }).where(eq(orders.id, order.id));
  });
});
