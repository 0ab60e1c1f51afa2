import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyProduct, call, type HttpShopper, readyShopper } from "./helpers/http-shopper.ts";
import { startTwoShops, type TwoShops } from "./helpers/server-process.ts";

// 40 shoppers race for a promotion code with 5 uses left, half on each of two processes of one
// PostgreSQL: the use is counted in the order's transaction with the code's row locked, so exactly
// 5 orders carry it and the others are told it is used up (docs/product.md 103).

const SHOPPERS = 40;
const USES_LEFT = 5;

let shops: TwoShops;
let db: pg.Client;
let shoppers: HttpShopper[];
let productId: string;

beforeAll(async () => {
  shops = await startTwoShops();
  db = new pg.Client({ connectionString: shops.url });
  await db.connect();
  const { rows } = await db.query(
    `update products set stock = 1000 where id = (select id from products
       where not archived and cardinality(option_names) = 0 order by name limit 1) returning id`,
  );
  productId = rows[0].id;
  // 10 uses, 5 of them made already.
  await db.query(
    `insert into promotion_codes (code, kind, percent, starts_at, ends_at, max_uses, uses)
       values ('RUSH10', 'percent', 10, now() - interval '1 day', now() + interval '1 day', 10, 5)`,
  );
  shoppers = [];
  for (let batch = 0; batch < SHOPPERS; batch += 10) {
    const made = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        readyShopper(shops.servers[(batch + i) % 2]?.url ?? "", batch + i),
      ),
    );
    shoppers.push(...made);
  }
}, 180_000);

afterAll(async () => {
  await db?.end();
  await shops?.close();
});

describe("a promotion code's last uses, raced for on two processes", () => {
  it(`gives exactly ${USES_LEFT} of ${SHOPPERS} orders the code; the rest hear it is used up`, async () => {
    const responses = await Promise.all(
      shoppers.map((shopper, n) =>
        call(shops.servers[n % 2]?.url ?? "", "/api/orders", {
          method: "POST",
          cookie: shopper.cookie,
          key: `rush-${n}-${Date.now()}`,
          body: {
            source: "product",
            productId,
            quantity: 1,
            delivery: "tomorrow",
            addressId: shopper.addressId,
            cardId: shopper.cardId,
            promotionCode: "rush10",
          },
        }),
      ),
    );
    const bodies = await Promise.all(responses.map((response) => response.json()));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(USES_LEFT);
    expect(statuses.filter((status) => status === 409)).toHaveLength(SHOPPERS - USES_LEFT);
    for (const body of bodies.filter((_, n) => statuses[n] === 409)) {
      expect(body).toEqual({ code: "promotion_used_up", message: "The code RUSH10 has been used up." });
    }
    for (const body of bodies.filter((_, n) => statuses[n] === 201)) {
      expect(body).toMatchObject({ promotionCode: "RUSH10", status: "paid" });
      expect(body.discount).toBeGreaterThan(0);
    }

    const code = await db.query("select id, uses from promotion_codes where code = 'RUSH10'");
    expect(code.rows[0].uses).toBe(10);
    const carried = await db.query("select count(*)::int as n from orders where promotion_code = 'RUSH10'");
    expect(carried.rows[0].n).toBe(USES_LEFT);
    const redeemed = await db.query(
      "select count(*)::int as n from promotion_redemptions where promotion_id = $1",
      [code.rows[0].id],
    );
    expect(redeemed.rows[0].n).toBe(USES_LEFT);

    // The refused shoppers can still buy without it: nothing of theirs was held.
    const refused = shoppers[statuses.indexOf(409)];
    if (!refused) throw new Error("no refused shopper");
    expect((await buyProduct(shops.servers[0].url, refused, productId)).status).toBe(201);
  }, 120_000);
});
