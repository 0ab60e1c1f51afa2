import { WISHLIST_MAX } from "@hogar/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, wishlistItems } from "../src/db/schema/index.ts";
import { createUser } from "./helpers/factories.ts";
import { createProduct, createProducts } from "./helpers/product-factory.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const put = (cookie: string, id: string) =>
  t.app.inject({ method: "PUT", url: `/api/wishlist/${id}`, headers: { cookie } });
const del = (cookie: string, id: string) =>
  t.app.inject({ method: "DELETE", url: `/api/wishlist/${id}`, headers: { cookie } });
async function names(cookie: string): Promise<string[]> {
  const response = await t.app.inject({ url: "/api/wishlist", headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json().items.map((i: { product: { name: string } }) => i.product.name);
}

async function countOf(userId: string) {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId));
  return row?.n;
}
/** Puts `count` new products straight into the shopper's wishlist; returns their ids. */
async function fill(userId: string, count: number) {
  const saved = await createProducts(t.database.db, count);
  await t.database.db.insert(wishlistItems).values(saved.map((p) => ({ userId, productId: p.id })));
  return saved.map((p) => p.id);
}

describe("wishlist", () => {
  it("needs a session", async () => {
    const product = await createProduct(t.database.db);
    expect((await t.app.inject({ url: "/api/wishlist" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "PUT", url: `/api/wishlist/${product.id}` })).statusCode).toBe(401);
  });

  it("adds and removes, and repeating either changes nothing further", async () => {
    const { cookie } = await createUser(t.app);
    const sofa = await createProduct(t.database.db, { name: "Sofa" });
    const rug = await createProduct(t.database.db, { name: "Rug" });
    expect((await put(cookie, sofa.id)).statusCode).toBe(200);
    await put(cookie, rug.id);
    expect((await put(cookie, sofa.id)).json().items).toHaveLength(2);
    expect(await names(cookie)).toEqual(["Sofa", "Rug"]);
    await del(cookie, sofa.id);
    expect((await del(cookie, sofa.id)).statusCode).toBe(200);
    expect(await names(cookie)).toEqual(["Rug"]);
  });

  it("refuses unknown and archived products and malformed ids", async () => {
    const { cookie } = await createUser(t.app);
    const archived = await createProduct(t.database.db, { archived: true });
    expect((await put(cookie, archived.id)).statusCode).toBe(404);
    expect((await put(cookie, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await put(cookie, "x")).statusCode).toBe(400);
    expect(await names(cookie)).toEqual([]);
  });

  it("marks products archived or sold out later as unavailable", async () => {
    const { cookie } = await createUser(t.app);
    const product = await createProduct(t.database.db);
    await put(cookie, product.id);
    await t.database.db.update(products).set({ archived: true }).where(eq(products.id, product.id));
    const response = await t.app.inject({ url: "/api/wishlist", headers: { cookie } });
    expect(response.json().items[0]).toMatchObject({ available: false, unavailableReason: "archived" });
  });

  it("is each shopper's own", async () => {
    const ana = await createUser(t.app);
    const luis = await createUser(t.app);
    const product = await createProduct(t.database.db);
    await put(ana.cookie, product.id);
    expect(await names(luis.cookie)).toEqual([]);
    await del(luis.cookie, product.id);
    expect(await names(ana.cookie)).toHaveLength(1);
  });

  it(`stops at ${WISHLIST_MAX} products: one more answers 409 with a message and changes nothing`, async () => {
    const { id, cookie } = await createUser(t.app);
    const [first] = await fill(id, WISHLIST_MAX);
    const extra = await createProduct(t.database.db);
    const refused = await put(cookie, extra.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: "conflict",
      message: `Your wishlist holds up to ${WISHLIST_MAX} products. Remove one to add another.`,
    });
    expect(await countOf(id)).toBe(WISHLIST_MAX);
    // A product already there can be added again (nothing changes), and a removal makes room.
    expect((await put(cookie, first ?? "")).statusCode).toBe(200);
    await del(cookie, first ?? "");
    expect((await put(cookie, extra.id)).statusCode).toBe(200);
    expect(await countOf(id)).toBe(WISHLIST_MAX);
  });

  it("lets only one of two products sent at once take the last free place", async () => {
    const { id, cookie } = await createUser(t.app);
    await fill(id, WISHLIST_MAX - 1);
    const [a, b] = [await createProduct(t.database.db), await createProduct(t.database.db)];
    const statuses = (await Promise.all([put(cookie, a.id), put(cookie, b.id)])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await countOf(id)).toBe(WISHLIST_MAX);
  });

  it("keeps one entry when the same product is added at once", async () => {
    const { cookie } = await createUser(t.app);
    const product = await createProduct(t.database.db);
    await Promise.all(Array.from({ length: 8 }, () => put(cookie, product.id)));
    expect(await names(cookie)).toHaveLength(1);
  });
});
