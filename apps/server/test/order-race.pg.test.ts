import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyProduct, call, type HttpShopper, readyShopper } from "./helpers/http-shopper.ts";
import { startTwoShops, type TwoShops } from "./helpers/server-process.ts";

// Two staff members (or a shopper and staff) change one order at once, each on their own process
// behind a load balancer: exactly one wins, the other gets 409 with the order's status
// (docs/product.md 71).

let shops: TwoShops;
let db: pg.Client;
let shopper: HttpShopper;
let admins: { url: string; cookie: string }[];
let productId: string;

const ROUNDS = 6;
const BEING_CHANGED = "This order is being changed by someone else. Please try again in a moment.";

async function signUpAdmin(url: string, n: number) {
  const email = `race-admin-${n}-${Date.now()}@example.com`;
  const response = await call(url, "/api/auth/sign-up/email", {
    method: "POST",
    body: { name: `Admin ${n}`, email, password: "Casa2024x" },
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status}`);
  await db.query(`update users set role = 'ADMIN' where email = $1`, [email]);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { url, cookie };
}

async function paidOrder(): Promise<{ id: string; total: number }> {
  const response = await buyProduct(shops.servers[0].url, shopper, productId);
  if (response.status !== 201) throw new Error(`order: ${response.status}`);
  return response.json();
}

const act = (admin: { url: string; cookie: string }, orderId: string, action: string, body: object = {}) =>
  call(admin.url, `/api/admin/orders/${orderId}/${action}`, { method: "POST", cookie: admin.cookie, body });

async function orderRow(id: string) {
  const { rows } = await db.query(
    "select status, refunded_cents, change_claimed_at, carrier from orders where id = $1",
    [id],
  );
  return rows[0];
}

async function refundsOf(orderId: string) {
  const { rows } = await db.query(
    `select r.key, r.amount_cents, p.refunded_cents from sandbox_refunds r
       join sandbox_payments p on p.id = r.payment_id where p.order_id = $1`,
    [orderId],
  );
  return rows;
}

beforeAll(async () => {
  shops = await startTwoShops();
  db = new pg.Client({ connectionString: shops.url });
  await db.connect();
  const { rows } = await db.query(
    "update products set stock = 1000 where id = (select id from products where not archived order by name limit 1) returning id",
  );
  productId = rows[0].id;
  const [a, b] = shops.servers;
  admins = [await signUpAdmin(a.url, 1), await signUpAdmin(b.url, 2)];
  shopper = await readyShopper(b.url, 1);
}, 120_000);

afterAll(async () => {
  await db?.end();
  await shops?.close();
});

/** The loser's answer: the status the winner left, or (while the winner's refund runs) "being changed". */
async function expectLoser(response: Response, winnerStatus: string) {
  expect(response.status).toBe(409);
  const body = await response.json();
  if (body.message === BEING_CHANGED) expect(body.status).toBe("paid");
  else
    expect(body).toEqual({
      code: "conflict",
      message: `This order is already ${winnerStatus}.`,
      status: winnerStatus,
    });
}

describe("one order changed at once on two processes of one PostgreSQL", () => {
  it("two admins ship it: exactly one wins, the other hears it is shipped", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const order = await paidOrder();
      const responses = await Promise.all(
        admins.map((admin, n) =>
          act(admin, order.id, "ship", { carrier: `Carrier ${n}`, trackingNumber: `TRACK-${round}-${n}` }),
        ),
      );
      const winners = responses.filter((r) => r.status === 200);
      expect(winners).toHaveLength(1);
      const loser = responses.find((r) => r.status !== 200);
      if (!loser) throw new Error("no loser");
      expect(loser.status).toBe(409);
      expect(await loser.json()).toEqual({
        code: "conflict",
        message: "This order is already shipped.",
        status: "shipped",
      });
      const winner = await winners[0]?.json();
      expect(await orderRow(order.id)).toMatchObject({ status: "shipped", carrier: winner.shipment.carrier });
      const { rows } = await db.query(
        "select count(*)::int as n from order_events where order_id = $1 and to_status = 'shipped'",
        [order.id],
      );
      expect(rows[0].n).toBe(1);
    }
  }, 120_000);

  it("one admin ships while another cancels: exactly one wins, and a refund only if the cancel did", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const order = await paidOrder();
      const [a, b] = admins as [(typeof admins)[0], (typeof admins)[0]];
      const [ship, cancel] = await Promise.all([
        act(a, order.id, "ship", { carrier: "Estafeta", trackingNumber: `RACE-${round}` }),
        act(b, order.id, "cancel", { note: "Out of stock" }),
      ]);
      expect([ship.status, cancel.status].filter((s) => s === 200)).toHaveLength(1);
      const row = await orderRow(order.id);
      expect(row.change_claimed_at).toBeNull();
      const refunds = await refundsOf(order.id);
      if (ship.status === 200) {
        await expectLoser(cancel, "shipped");
        expect(row).toMatchObject({ status: "shipped", refunded_cents: 0 });
        expect(refunds).toEqual([]);
      } else {
        await expectLoser(ship, "cancelled");
        expect(row).toMatchObject({ status: "cancelled", refunded_cents: order.total });
        expect(refunds).toHaveLength(1);
      }
    }
  }, 120_000);

  it("two cancels at once, an admin's and the shopper's: one wins and the money is refunded once", async () => {
    const { rows: before } = await db.query("select stock from products where id = $1", [productId]);
    for (let round = 0; round < ROUNDS; round++) {
      const order = await paidOrder();
      // The admin acts on the first process, the shopper on the second.
      const [byAdmin, byShopper] = await Promise.all([
        act(admins[0] as (typeof admins)[0], order.id, "cancel", { note: "Duplicate order" }),
        call(shops.servers[1].url, `/api/orders/${order.id}/cancel`, {
          method: "POST",
          cookie: shopper.cookie,
          body: {},
        }),
      ]);
      const statuses = [byAdmin.status, byShopper.status];
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      await expectLoser(byAdmin.status === 200 ? byShopper : byAdmin, "cancelled");
      const refunds = await refundsOf(order.id);
      expect(refunds).toEqual([
        { key: `${order.id}:cancel`, amount_cents: order.total, refunded_cents: order.total },
      ]);
      expect(await orderRow(order.id)).toMatchObject({ status: "cancelled", refunded_cents: order.total });
      const { rows: events } = await db.query(
        "select count(*)::int as n from order_events where order_id = $1 and to_status = 'cancelled'",
        [order.id],
      );
      expect(events[0].n).toBe(1);
    }
    // Every cancelled unit came back exactly once.
    const { rows: after } = await db.query("select stock from products where id = $1", [productId]);
    expect(after[0].stock).toBe(before[0].stock);
  }, 120_000);
});
