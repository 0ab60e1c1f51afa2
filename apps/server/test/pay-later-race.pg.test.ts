import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type HttpShopper, readyShopper } from "./helpers/http-shopper.ts";
import { type ServerProcess, startServerProcess } from "./helpers/server-process.ts";
import { createTestDatabase, type TestDatabase } from "./helpers/test-database.ts";

// 40 shoppers race for a product with 5 in stock, half paying by card and half at OXXO, on two
// processes of one PostgreSQL: an order awaiting its OXXO payment holds its unit like a paid one,
// so never more than 5 are held or sold (docs/product.md 26, 86). Then the vouchers expire while
// one is being paid and 40 more shoppers rush for what comes back: still never more than 5.

const STOCK = 5;
const SHOPPERS = 40;
// The settler runs every 10 seconds here (ORDER_SETTLE_AFTER_SECONDS), not every minute: long
// enough that no request of the rush is taken for lost.
const SETTLE_EVERY_SECONDS = 10;

let database: TestDatabase;
let servers: ServerProcess[];
let db: pg.Client;
let shoppers: HttpShopper[];
let productId: string;

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  if (database.config.kind !== "postgres") throw new Error("this test needs PostgreSQL");
  const env = {
    DATABASE_URL: database.config.url,
    AUTH_SECRET: "a-shared-secret-for-both-processes-0123456789",
    PAYMENTS_WEBHOOK_SECRET: "a-shared-webhook-secret-for-both-processes-0123",
    ORDER_SETTLE_AFTER_SECONDS: String(SETTLE_EVERY_SECONDS),
  };
  servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  db = new pg.Client({ connectionString: database.config.url });
  await db.connect();
  // 500 pesos: within OXXO's 10 to 10,000 pesos with the shipping.
  const { rows } = await db.query(
    "update products set stock = $1, price_cents = 50000 where id = (select id from products where not archived order by name limit 1) returning id",
    [STOCK],
  );
  productId = rows[0].id;
  shoppers = await Promise.all(
    Array.from({ length: SHOPPERS }, (_, n) => readyShopper(servers[n % 2]?.url ?? "", n)),
  );
}, 180_000);

afterAll(async () => {
  await db?.end();
  await Promise.all((servers ?? []).map((server) => server.stop()));
  await database?.drop();
});

/** Shopper n buys one unit on the other process than the one they signed up on: even by card, odd at OXXO. */
function buy(n: number, product = productId) {
  const shopper = shoppers[n] as HttpShopper;
  const byCard = n % 2 === 0;
  return call(servers[(n + 1) % 2]?.url ?? "", "/api/orders", {
    method: "POST",
    cookie: shopper.cookie,
    key: randomUUID(),
    body: {
      source: "product",
      productId: product,
      quantity: 1,
      delivery: "tomorrow",
      addressId: shopper.addressId,
      ...(byCard ? { cardId: shopper.cardId } : { paymentMethod: "oxxo" }),
    },
  });
}

/** Units the product's orders hold (placed or awaiting payment) and have sold (paid), and its stock. */
async function ledger(product = productId) {
  const { rows } = await db.query(
    `select
       coalesce(sum(l.quantity) filter (where o.status in ('placed', 'awaiting_payment')), 0)::int as held,
       coalesce(sum(l.quantity) filter (where o.status = 'paid'), 0)::int as sold,
       (select stock from products where id = $1) as stock
     from order_lines l join orders o on o.id = l.order_id where l.product_id = $1`,
    [product],
  );
  return rows[0] as { held: number; sold: number; stock: number };
}

function expectFiveInAll(counts: { held: number; sold: number; stock: number }) {
  expect(counts.stock).toBeGreaterThanOrEqual(0);
  expect(counts.held + counts.sold).toBeLessThanOrEqual(STOCK);
  expect(counts.held + counts.sold + counts.stock).toBe(STOCK);
}

describe("card and OXXO shoppers racing for 5 units on two processes", () => {
  it("5 of 40 get one, held or sold, and nobody else", async () => {
    const responses = await Promise.all(Array.from({ length: SHOPPERS }, (_, n) => buy(n)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(STOCK);
    expect(statuses.filter((s) => s === 409)).toHaveLength(SHOPPERS - STOCK);
    const winners = await Promise.all(
      responses
        .filter((r) => r.status === 201)
        .map((r) => r.json() as Promise<{ status: string; paymentMethod: string }>),
    );
    for (const order of winners) {
      expect(order.status).toBe(order.paymentMethod === "card" ? "paid" : "awaiting_payment");
    }
    const counts = await ledger();
    expectFiveInAll(counts);
    expect(counts.stock).toBe(0);
    const vouchers = await db.query(
      "select count(*)::int as n from sandbox_payments where method = 'oxxo' and status = 'pending'",
    );
    expect(vouchers.rows[0].n).toBe(winners.filter((o) => o.paymentMethod === "oxxo").length);
  }, 120_000);

  it("expiring vouchers, one paid as it expires, and a second rush never make more than 5", async () => {
    // Another product of 5, all held by OXXO orders.
    const { rows: second } = await db.query(
      "update products set stock = $1, price_cents = 50000 where id = (select id from products where not archived and id <> $2 order by name limit 1) returning id",
      [STOCK, productId],
    );
    const product: string = second[0].id;
    for (let n = 1; n < 2 * STOCK; n += 2) expect((await buy(n, product)).status).toBe(201);
    const { rows: awaiting } = await db.query(
      `select o.id, o.pay_later->>'reference' as reference from orders o
         join order_lines l on l.order_id = o.id
        where l.product_id = $1 and o.status = 'awaiting_payment' order by o.created_at`,
      [product],
    );
    expect(awaiting).toHaveLength(STOCK);
    const paidAtDeadline = awaiting[0] as { id: string; reference: string };
    expectFiveInAll(await ledger(product));
    // Every deadline passes now; the settlers of both processes take them.
    await db.query(
      "update orders set payment_expires_at = now() - interval '1 second' where status = 'awaiting_payment'",
    );
    const samples: Promise<void>[] = [];
    const sampling = setInterval(() => {
      samples.push(ledger(product).then(expectFiveInAll));
    }, 100);
    try {
      // One shopper pays at the counter as the deadline passes; 40 rush for what comes back.
      const paying = call(servers[0]?.url ?? "", "/api/sandbox/payments/pay", {
        method: "POST",
        body: { reference: paidAtDeadline.reference },
      });
      // Shoppers keep trying while the settlers release the expired units, until all are taken again.
      let done = false;
      const rush = Array.from({ length: SHOPPERS / 2 }, async (_, n) => {
        const answers: number[] = [];
        while (!done) {
          const response = await buy(n, product);
          answers.push(response.status);
          if (response.status === 201) break;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
        return answers;
      });
      // Until every expired voucher is settled, the paid one's webhook has arrived, and the units
      // given back are bought again.
      const deadline = Date.now() + 60_000;
      for (;;) {
        const { rows } = await db.query(
          `select count(*)::int as n from orders where status = 'placed'
              or (status = 'awaiting_payment' and payment_expires_at < now())
              or (id = $1 and status = 'awaiting_payment')`,
          [paidAtDeadline.id],
        );
        const { stock } = await ledger(product);
        if (rows[0].n === 0 && stock === 0) break;
        if (Date.now() > deadline) {
          done = true; // the rush stops trying
          throw new Error(
            `timed out waiting for the settlers and the rush: after 60 s, ${rows[0].n} orders still placed or unpaid past their deadline, ${stock} units not bought again`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      done = true;
      const [paid, ...answers] = await Promise.all([paying, ...rush]);
      expect(answers.flat().every((status) => status === 201 || status === 409)).toBe(true);
      expect([200, 409]).toContain(paid.status);
    } finally {
      clearInterval(sampling);
    }
    await Promise.all(samples);
    const counts = await ledger(product);
    expectFiveInAll(counts);
    // The units given back were bought again: none lost, none sold twice.
    expect(counts.stock).toBe(0);
    const { rows: expired } = await db.query(
      `select count(*)::int as n from orders o join order_lines l on l.order_id = o.id
        where l.product_id = $1 and o.status = 'cancelled' and o.failure_reason = 'payment_expired'`,
      [product],
    );
    // Every voucher expired but perhaps the one paid as its deadline passed.
    expect(expired[0].n).toBeGreaterThanOrEqual(STOCK - 1);

    // The voucher paid as it expired: paid, or cancelled with the money given back in full.
    const { rows } = await db.query(
      `select o.status, o.refunded_cents, o.total_cents, p.status as payment from orders o
         join sandbox_payments p on p.order_id = o.id where o.id = $1`,
      [paidAtDeadline.id],
    );
    const row = rows[0];
    if (row.payment === "captured") expect(row.status).toBe("paid");
    else if (row.payment === "refunded") {
      expect(row).toMatchObject({ status: "cancelled", refunded_cents: row.total_cents });
    } else expect(row).toMatchObject({ status: "cancelled", payment: "cancelled" });
    // Each expired voucher was voided, none left payable for a cancelled order.
    const { rows: payable } = await db.query(
      `select count(*)::int as n from orders o join sandbox_payments p on p.order_id = o.id
        where o.status = 'cancelled' and p.status = 'pending'`,
    );
    expect(payable[0].n).toBe(0);
  }, 120_000);
});
