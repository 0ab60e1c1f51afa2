import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../src/db/client.ts";
import { orderStockRepository } from "../src/modules/orders/order-stock.repository.ts";
import { createProduct } from "./helpers/product-factory.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

// A sale changes a product's stock; the indexes hold only whether it is in stock, so a sale that
// leaves some in stock is written in place (a HOT update), with no new entry in any index
// (docs/decisions/027).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/**
 * Updates of products this backend counted and has not reported yet, and how many were HOT (the
 * counts may include earlier transactions' until they are reported, so tests read a difference).
 */
async function productUpdates(tx: Db) {
  const result = (await tx.execute(sql`
    select pg_stat_get_xact_tuples_updated('products'::regclass)::int as updated,
      pg_stat_get_xact_tuples_hot_updated('products'::regclass)::int as hot`)) as unknown as {
    rows: { updated: number; hot: number }[];
  };
  const [counts] = result.rows;
  if (!counts) throw new Error("no counts");
  return counts;
}

/** Sells 2 of a new product holding `stock`: the updates of products it made, and how many were HOT. */
async function sellTwoOf(stock: number) {
  const product = await createProduct(t.database.db, { stock });
  return t.database.db.transaction(async (tx) => {
    const before = await productUpdates(tx);
    expect(await orderStockRepository.take(tx, product.id, null, 2)).toBeDefined();
    const after = await productUpdates(tx);
    return { updated: after.updated - before.updated, hot: after.hot - before.hot };
  });
}

describe("a sale's stock", () => {
  it("is written without touching an index while some stay in stock", async () => {
    expect(await sellTwoOf(5)).toEqual({ updated: 1, hot: 1 });
  });

  it("changes the indexes when the last one is sold: the product leaves the in-stock filter", async () => {
    expect(await sellTwoOf(2)).toEqual({ updated: 1, hot: 0 });
  });
});
