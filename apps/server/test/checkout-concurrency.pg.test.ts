import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyProduct, readyShopper } from "./helpers/http-shopper.ts";
import { startTwoShops, type TwoShops } from "./helpers/server-process.ts";

let shops: TwoShops;

beforeAll(async () => {
  shops = await startTwoShops();
}, 120_000);

afterAll(() => shops.close());

describe("checkout under a rush, two processes on one PostgreSQL", () => {
  it("sells a stock of 5 to exactly 5 of 40 shoppers, with exactly 5 captured payments", async () => {
    const db = new pg.Client({ connectionString: shops.url });
    await db.connect();
    try {
      const { rows } = await db.query(
        "update products set stock = 5 where id = (select id from products where not archived order by name limit 1) returning id",
      );
      const productId = rows[0].id as string;
      const [a, b] = shops.servers;
      const shoppers = await Promise.all(
        Array.from({ length: 40 }, (_, n) => readyShopper((n % 2 ? a : b).url, n)),
      );
      // Each shopper buys on the other process than the one they signed up on.
      const responses = await Promise.all(
        shoppers.map((s, n) => buyProduct((n % 2 ? b : a).url, s, productId)),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(5);
      expect(statuses.filter((s) => s === 409)).toHaveLength(35);

      const stock = await db.query("select stock from products where id = $1", [productId]);
      expect(stock.rows[0].stock).toBe(0);
      const paid = await db.query(
        "select count(*)::int as n from orders o join order_lines l on l.order_id = o.id where l.product_id = $1 and o.status = 'paid'",
        [productId],
      );
      expect(paid.rows[0].n).toBe(5);
      const captured = await db.query(
        "select count(*)::int as n from sandbox_payments where status = 'captured'",
      );
      expect(captured.rows[0].n).toBe(5);
      const placed = await db.query("select count(*)::int as n from orders where status = 'placed'");
      expect(placed.rows[0].n).toBe(0);
    } finally {
      await db.end();
    }
  }, 120_000);
});
