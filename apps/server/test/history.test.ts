import { HISTORY_MAX } from "@hogar/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../src/db/schema/index.ts";
import { createUser } from "./helpers/factories.ts";
import { createProduct } from "./helpers/product-factory.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function view(cookie: string, productId: string) {
  return t.app.inject({ method: "POST", url: `/api/history/${productId}`, headers: { cookie } });
}

async function history(cookie: string): Promise<string[]> {
  const response = await t.app.inject({ url: "/api/history", headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json().items.map((p: { id: string }) => p.id);
}

describe("viewing history", () => {
  it("needs a session", async () => {
    const product = await createProduct(t.database.db);
    expect((await t.app.inject({ url: "/api/history" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: `/api/history/${product.id}` })).statusCode).toBe(401);
  });

  it("lists views newest first without duplicates", async () => {
    const { cookie } = await createUser(t.app);
    const [a, b, c] = [
      await createProduct(t.database.db),
      await createProduct(t.database.db),
      await createProduct(t.database.db),
    ];
    if (!a || !b || !c) throw new Error("products not created");
    for (const p of [a, b, c, a]) expect((await view(cookie, p.id)).statusCode).toBe(204);
    expect(await history(cookie)).toEqual([a.id, c.id, b.id]);
  });

  it("is each shopper's own", async () => {
    const first = await createUser(t.app);
    const second = await createUser(t.app);
    const product = await createProduct(t.database.db);
    await view(first.cookie, product.id);
    expect(await history(second.cookie)).toEqual([]);
  });

  it(`keeps only the newest ${HISTORY_MAX}`, async () => {
    const { cookie } = await createUser(t.app);
    const viewed: string[] = [];
    for (let i = 0; i < HISTORY_MAX + 3; i++) {
      const product = await createProduct(t.database.db);
      await view(cookie, product.id);
      viewed.unshift(product.id);
    }
    expect(await history(cookie)).toEqual(viewed.slice(0, HISTORY_MAX));
  });

  it("answers 404 for unknown or archived products and 400 for malformed ids, recording nothing", async () => {
    const { cookie } = await createUser(t.app);
    const archived = await createProduct(t.database.db, { archived: true });
    expect((await view(cookie, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await view(cookie, archived.id)).statusCode).toBe(404);
    expect((await view(cookie, "not-a-uuid")).statusCode).toBe(400);
    expect(await history(cookie)).toEqual([]);
  });

  it("drops products archived after they were viewed", async () => {
    const { cookie } = await createUser(t.app);
    const product = await createProduct(t.database.db);
    await view(cookie, product.id);
    await t.database.db.update(products).set({ archived: true }).where(eq(products.id, product.id));
    expect(await history(cookie)).toEqual([]);
  });
});
