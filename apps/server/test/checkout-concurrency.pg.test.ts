import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyProduct, call, readyShopper } from "./helpers/http-shopper.ts";
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

  it("buys one shopper's cart once when it is checked out from 6 windows at once, on both processes", async () => {
    const db = new pg.Client({ connectionString: shops.url });
    await db.connect();
    try {
      const [a, b] = shops.servers;
      const shopper = await readyShopper(a.url, 99);
      const { rows } = await db.query(
        "select id, stock from products where not archived and cardinality(option_names) = 0 and stock >= 2 order by name limit 1",
      );
      const { id: productId, stock } = rows[0] as { id: string; stock: number };
      const put = await call(a.url, `/api/cart/items/${productId}`, {
        method: "PUT",
        cookie: shopper.cookie,
        body: { quantity: 2 },
      });
      expect(put.status).toBe(200);
      const body = {
        source: "cart",
        delivery: "tomorrow",
        addressId: shopper.addressId,
        cardId: shopper.cardId,
      };
      const responses = await Promise.all(
        Array.from({ length: 6 }, (_, n) =>
          call((n % 2 ? b : a).url, "/api/orders", {
            method: "POST",
            cookie: shopper.cookie,
            key: randomUUID(),
            body,
          }),
        ),
      );
      // One is paid; the others came while it was being paid for (409) or found the cart bought (400).
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.every((s) => s === 201 || s === 409 || s === 400)).toBe(true);
      const left = await db.query("select stock from products where id = $1", [productId]);
      expect(left.rows[0].stock).toBe(stock - 2);
      const charged = await db.query(
        "select count(*)::int as n from sandbox_payments p join orders o on o.id = p.order_id join order_lines l on l.order_id = o.id where l.product_id = $1 and p.status = 'captured'",
        [productId],
      );
      expect(charged.rows[0].n).toBe(1);
    } finally {
      await db.end();
    }
  }, 120_000);
});
