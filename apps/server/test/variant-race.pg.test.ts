import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type HttpShopper, readyShopper } from "./helpers/http-shopper.ts";
import { startTwoShops, type TwoShops } from "./helpers/server-process.ts";

// Shoppers race for the last units of two variants of one product on two processes of one
// PostgreSQL: each variant sells exactly its stock, and the product's stock stays their sum
// (docs/product.md, Catalogue depth).

let shops: TwoShops;

beforeAll(async () => {
  shops = await startTwoShops();
}, 120_000);

afterAll(() => shops.close());

function buyVariant(baseUrl: string, shopper: HttpShopper, productId: string, variantId: string) {
  return call(baseUrl, "/api/orders", {
    method: "POST",
    cookie: shopper.cookie,
    key: randomUUID(),
    body: {
      source: "product",
      productId,
      variantId,
      quantity: 1,
      delivery: "tomorrow",
      addressId: shopper.addressId,
      cardId: shopper.cardId,
    },
  });
}

describe("variants under a rush, two processes on one PostgreSQL", () => {
  it("sells 3 of one variant and 5 of another to 30 shoppers, never more, the product's stock following", async () => {
    const db = new pg.Client({ connectionString: shops.url });
    await db.connect();
    try {
      const { rows } = await db.query(
        "update products set option_names = '{Size}', stock = 8 where id = (select id from products where not archived and cardinality(option_names) = 0 order by name limit 1) returning id",
      );
      const productId = rows[0].id as string;
      const variants = await db.query(
        `insert into product_variants (product_id, sku, option_values, price_cents, stock, position)
         values ($1, $2, '{Small}', 100000, 3, 0), ($1, $3, '{Large}', 120000, 5, 1) returning id, stock`,
        [productId, `RACE-S-${randomUUID().slice(0, 6)}`, `RACE-L-${randomUUID().slice(0, 6)}`],
      );
      const [small, large] = variants.rows as { id: string }[];
      if (!small || !large) throw new Error("variants");
      const [a, b] = shops.servers;
      const shoppers = await Promise.all(
        Array.from({ length: 30 }, (_, n) => readyShopper((n % 2 ? a : b).url, 100 + n)),
      );
      // Every third shopper wants the large one; each buys on the other process than they signed up on.
      const responses = await Promise.all(
        shoppers.map((s, n) =>
          buyVariant((n % 2 ? b : a).url, s, productId, n % 3 === 0 ? large.id : small.id),
        ),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(8);
      expect(statuses.filter((s) => s === 409)).toHaveLength(22);

      const stocks = await db.query(
        "select (select stock from products where id = $1) as product, array_agg(stock order by position) as variants from product_variants where product_id = $1",
        [productId],
      );
      expect(stocks.rows[0]).toEqual({ product: 0, variants: [0, 0] });
      const sold = await db.query(
        `select l.variant_label, sum(l.quantity)::int as n from orders o join order_lines l on l.order_id = o.id
          where l.product_id = $1 and o.status = 'paid' group by l.variant_label order by l.variant_label`,
        [productId],
      );
      expect(sold.rows).toEqual([
        { variant_label: "Large", n: 5 },
        { variant_label: "Small", n: 3 },
      ]);
    } finally {
      await db.end();
    }
  }, 180_000);
});
