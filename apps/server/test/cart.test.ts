import { CART_LINES_MAX } from "@hogar/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartItems, products } from "../src/db/schema/index.ts";
import { createUser } from "./helpers/factories.ts";
import { createProduct, createProducts } from "./helpers/product-factory.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function put(cookie: string, productId: string, payload: unknown) {
  return t.app.inject({
    method: "PUT",
    url: `/api/cart/items/${productId}`,
    headers: { cookie },
    payload: payload as object,
  });
}
function remove(cookie: string, productId: string) {
  return t.app.inject({ method: "DELETE", url: `/api/cart/items/${productId}`, headers: { cookie } });
}
async function cart(cookie: string) {
  const response = await t.app.inject({ url: "/api/cart", headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function linesOf(userId: string) {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return row?.n;
}
/** Puts `count` new products straight into the shopper's cart, one of each; returns their ids. */
async function fill(userId: string, count: number) {
  const saved = await createProducts(t.database.db, count);
  await t.database.db.insert(cartItems).values(saved.map((p) => ({ userId, productId: p.id, quantity: 1 })));
  return saved.map((p) => p.id);
}

describe("cart", () => {
  it("needs a session", async () => {
    const product = await createProduct(t.database.db);
    expect((await t.app.inject({ url: "/api/cart" })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "PUT", url: `/api/cart/items/${product.id}`, payload: { quantity: 1 } }))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: "DELETE", url: `/api/cart/items/${product.id}` })).statusCode).toBe(
      401,
    );
  });

  it("adds, sets and removes lines, with totals computed by the server", async () => {
    const { cookie } = await createUser(t.app);
    const chair = await createProduct(t.database.db, { name: "Chair", priceCents: 120_050, stock: 10 });
    const lamp = await createProduct(t.database.db, { name: "Lamp", priceCents: 45_000, stock: 5 });

    expect((await put(cookie, chair.id, { quantity: 2 })).statusCode).toBe(200);
    const afterLamp = (await put(cookie, lamp.id, { quantity: 1 })).json();
    expect(
      afterLamp.lines.map((l: { product: { name: string }; quantity: number; lineTotal: number }) => [
        l.product.name,
        l.quantity,
        l.lineTotal,
      ]),
    ).toEqual([
      ["Chair", 2, 240_100],
      ["Lamp", 1, 45_000],
    ]);
    expect(afterLamp).toMatchObject({ itemCount: 3, subtotal: 285_100, shipping: 9_900, total: 295_000 });

    // PUT sets; repeating it changes nothing further.
    await put(cookie, chair.id, { quantity: 9 });
    const set = (await put(cookie, chair.id, { quantity: 9 })).json();
    expect(set.lines[0].quantity).toBe(9);
    expect(set.lines).toHaveLength(2);
    expect(set.subtotal).toBe(9 * 120_050 + 45_000);
    expect(set.shipping).toBe(0); // 11,254.50 MXN: free from 10,000 MXN

    expect((await remove(cookie, lamp.id)).json().lines).toHaveLength(1);
    const again = await remove(cookie, lamp.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().lines).toHaveLength(1);
  });

  it("ignores any price the client sends", async () => {
    const { cookie } = await createUser(t.app);
    const product = await createProduct(t.database.db, { priceCents: 99_900 });
    const response = await put(cookie, product.id, { quantity: 1, price: 1 });
    expect(response.statusCode).toBe(400);
    await put(cookie, product.id, { quantity: 1 });
    expect((await cart(cookie)).subtotal).toBe(99_900);
  });

  it.each([
    [{ quantity: 0 }, /at least 1/],
    [{ quantity: 51 }, /at most 50/],
    [{ quantity: 1.5 }, /whole number/],
    [{ quantity: "2" }, /number/],
    [{}, /quantity/],
  ])("answers 400 to %j and stores nothing", async (payload, message) => {
    const { cookie } = await createUser(t.app);
    const product = await createProduct(t.database.db, { stock: 100 });
    const response = await put(cookie, product.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect((await cart(cookie)).lines).toEqual([]);
  });

  it("never goes above the stock, and refuses sold-out, unknown and archived products", async () => {
    const { cookie } = await createUser(t.app);
    const few = await createProduct(t.database.db, { name: "Rare Vase", stock: 3 });
    const soldOut = await createProduct(t.database.db, { name: "Gone Stool", stock: 0 });
    const archived = await createProduct(t.database.db, { archived: true });

    const tooMany = await put(cookie, few.id, { quantity: 4 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe("Only 3 left in stock of Rare Vase");
    expect((await put(cookie, soldOut.id, { quantity: 1 })).json().message).toBe("Gone Stool is sold out");
    expect((await put(cookie, archived.id, { quantity: 1 })).statusCode).toBe(404);
    expect((await put(cookie, "00000000-0000-4000-8000-000000000000", { quantity: 1 })).statusCode).toBe(404);
    expect((await put(cookie, "nope", { quantity: 1 })).statusCode).toBe(400);
    expect((await cart(cookie)).lines).toEqual([]);
  });

  it("keeps lines whose product was archived or sold out later, marked unavailable and out of the totals", async () => {
    const { cookie } = await createUser(t.app);
    const kept = await createProduct(t.database.db, { priceCents: 10_000, stock: 5 });
    const archivedLater = await createProduct(t.database.db, { priceCents: 20_000 });
    const soldOutLater = await createProduct(t.database.db, { priceCents: 30_000 });
    const shrunkLater = await createProduct(t.database.db, { priceCents: 40_000, stock: 10 });
    for (const p of [kept, archivedLater, soldOutLater]) await put(cookie, p.id, { quantity: 1 });
    await put(cookie, shrunkLater.id, { quantity: 4 });

    await t.database.db.update(products).set({ archived: true }).where(eq(products.id, archivedLater.id));
    await t.database.db.update(products).set({ stock: 0 }).where(eq(products.id, soldOutLater.id));
    await t.database.db.update(products).set({ stock: 2 }).where(eq(products.id, shrunkLater.id));

    const body = await cart(cookie);
    expect(
      body.lines.map((l: { available: boolean; unavailableReason: string | null }) => [
        l.available,
        l.unavailableReason,
      ]),
    ).toEqual([
      [true, null],
      [false, "archived"],
      [false, "sold_out"],
      [false, "not_enough_stock"],
    ]);
    expect(body.subtotal).toBe(10_000);
    expect(body.total).toBe(10_000 + 9_900);
  });

  it("is each shopper's own", async () => {
    const ana = await createUser(t.app);
    const luis = await createUser(t.app);
    const product = await createProduct(t.database.db);
    await put(ana.cookie, product.id, { quantity: 2 });
    expect((await cart(luis.cookie)).lines).toEqual([]);
    // Luis removing the product touches only his own (empty) cart.
    await remove(luis.cookie, product.id);
    expect((await cart(ana.cookie)).lines[0].quantity).toBe(2);
  });

  it("keeps one line and loses no update when requests arrive at once", async () => {
    const { id, cookie } = await createUser(t.app);
    const product = await createProduct(t.database.db, { stock: 50 });
    const quantities = Array.from({ length: 12 }, (_, i) => i + 1);
    const responses = await Promise.all(quantities.map((quantity) => put(cookie, product.id, { quantity })));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await t.database.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, id), eq(cartItems.productId, product.id)));
    expect(rows).toHaveLength(1);
    expect(quantities).toContain(rows[0]?.quantity);
  });

  it(`stops at ${CART_LINES_MAX} products: one more answers 409 with a message and changes nothing`, async () => {
    const { id, cookie } = await createUser(t.app);
    const [first = ""] = await fill(id, CART_LINES_MAX);
    const extra = await createProduct(t.database.db);
    const refused = await put(cookie, extra.id, { quantity: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: "conflict",
      message: `Your shopping cart holds up to ${CART_LINES_MAX} different products. Remove one to add another.`,
    });
    expect(await linesOf(id)).toBe(CART_LINES_MAX);
    // A line already there still takes a new quantity, and a removal makes room.
    expect((await put(cookie, first, { quantity: 3 })).statusCode).toBe(200);
    await remove(cookie, first);
    expect((await put(cookie, extra.id, { quantity: 1 })).statusCode).toBe(200);
    expect(await linesOf(id)).toBe(CART_LINES_MAX);
  });

  it("makes room for lines deleted other ways than a removal (as checkout and a deleted variant do)", async () => {
    const { id, cookie } = await createUser(t.app);
    const [gone = "", alsoGone = ""] = await fill(id, CART_LINES_MAX);
    const [a = "", b = "", c = ""] = (await createProducts(t.database.db, 3)).map((p) => p.id);
    expect((await put(cookie, a, { quantity: 1 })).statusCode).toBe(409);
    await t.database.db
      .delete(cartItems)
      .where(and(eq(cartItems.userId, id), inArray(cartItems.productId, [gone, alsoGone])));
    expect((await put(cookie, a, { quantity: 1 })).statusCode).toBe(200);
    expect((await put(cookie, b, { quantity: 1 })).statusCode).toBe(200);
    expect((await put(cookie, c, { quantity: 1 })).statusCode).toBe(409);
    expect(await linesOf(id)).toBe(CART_LINES_MAX);
  });

  it("says a product is sold out before it says the cart is full", async () => {
    const { id, cookie } = await createUser(t.app);
    await fill(id, CART_LINES_MAX);
    const soldOut = await createProduct(t.database.db, { name: "Jarra", stock: 0 });
    const refused = await put(cookie, soldOut.id, { quantity: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Jarra is sold out");
  });

  it("lets only one of two products sent at once take the last free line", async () => {
    const { id, cookie } = await createUser(t.app);
    await fill(id, CART_LINES_MAX - 1);
    const [a, b] = [await createProduct(t.database.db), await createProduct(t.database.db)];
    const statuses = (
      await Promise.all([put(cookie, a.id, { quantity: 1 }), put(cookie, b.id, { quantity: 1 })])
    ).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await linesOf(id)).toBe(CART_LINES_MAX);
  });

  it("is never cached", async () => {
    const { cookie } = await createUser(t.app);
    const response = await t.app.inject({ url: "/api/cart", headers: { cookie } });
    expect(response.headers["cache-control"]).toBe("no-store");
  });
});
