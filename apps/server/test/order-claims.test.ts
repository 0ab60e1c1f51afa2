import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { orders } from "../src/db/schema/index.ts";
import { REFUND_MISMATCH } from "../src/modules/orders/order-change.ts";
import { createOrderLifecycleService } from "../src/modules/orders/order-lifecycle.service.ts";
import type { PaymentProvider } from "../src/modules/payments/payment-provider.ts";
import { createSandboxProvider } from "../src/modules/payments/sandbox-provider.ts";
import type { TestUser } from "./helpers/factories.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";
import { orderFixtures } from "./order-fixtures.ts";

// A refund's claim on the order (docs/product.md 71, 74; docs/decisions/012): kept whenever the
// money may be back, so nothing ships a refunded order, and finished by the same change again.

let t: TestApp;
let f: ReturnType<typeof orderFixtures>;
let admin: TestUser;
let sandbox: PaymentProvider;
const logLines: string[] = [];
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await buildTestApp({ logLevel: "error", logStream });
  await t.app.ready();
  f = orderFixtures(t);
  admin = await f.admin();
  sandbox = createSandboxProvider(t.database.db, t.config.payments);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const SHIP = { carrier: "Estafeta", trackingNumber: "EST-123456" };
const NOTE = { note: "Out of stock" };
const BEING_CHANGED = "This order is being changed by someone else. Please try again in a moment.";
const CANCEL_UNFINISHED = "A cancellation of this order did not finish. Cancel it again to finish it.";

/** Every insert of this order's "cancelled" event fails: its commit fails after the refund. */
async function failCancelCommitsOf(orderId: string) {
  const db = t.database.db;
  const name = `fail_cancel_${orderId.replaceAll("-", "")}`;
  await db.execute(
    sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $$
      begin raise exception 'the commit failed'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger ${name} before insert on order_events for each row
      when (new.order_id = '${orderId}' and new.to_status = 'cancelled') execute function ${name}()`),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger ${name} on order_events`));
    await db.execute(sql.raw(`drop function ${name}()`));
  };
}

/** The money came back once and the order recorded it once. */
async function expectCancelledOnce(orderId: string, total: number, productId: string, stock: number) {
  const { payment, refunds } = await f.ledger(orderId);
  expect(refunds.map((r) => [r.key, r.amountCents])).toEqual([[`${orderId}:cancel`, total]]);
  expect(payment).toMatchObject({ status: "refunded", refundedCents: total });
  expect(await f.row(orderId)).toMatchObject({
    status: "cancelled",
    refundedCents: total,
    changeClaimedAt: null,
  });
  expect(await f.stockOf(productId)).toBe(stock);
  expect((await f.events(orderId)).filter((e) => e.toStatus === "cancelled")).toHaveLength(1);
}

describe("a cancellation that fails after the provider refunded", () => {
  it("keeps the order held: ship is refused, and cancelling again finishes it with one refund", async () => {
    const { order, products } = await f.paidOrder([{ priceCents: 30_000, quantity: 2, stock: 5 }]);
    const productId = products[0]?.id ?? "";
    const restore = await failCancelCommitsOf(order.id);
    const failed = await f.post(admin, `/api/admin/orders/${order.id}/cancel`, NOTE);
    await restore();
    expect(failed.statusCode).toBe(500);
    // The money is back on the provider's books, the order does not know it yet, and stays held.
    expect((await f.ledger(order.id)).refunds).toHaveLength(1);
    const held = await f.row(order.id);
    expect(held).toMatchObject({ status: "paid", refundedCents: 0 });
    expect(held.changeClaimedAt).not.toBeNull();
    expect(await f.stockOf(productId)).toBe(3);

    const whileHeld = await f.post(admin, `/api/admin/orders/${order.id}/ship`, SHIP);
    expect(whileHeld.statusCode).toBe(409);
    expect(whileHeld.json()).toEqual({ code: "conflict", message: BEING_CHANGED, status: "paid" });

    await f.ageClaim(order.id);
    const ship = await f.post(admin, `/api/admin/orders/${order.id}/ship`, SHIP);
    expect(ship.statusCode).toBe(409);
    expect(ship.json()).toEqual({ code: "conflict", message: CANCEL_UNFINISHED, status: "paid" });
    expect((await f.row(order.id)).carrier).toBeNull();

    const again = await f.post(admin, `/api/admin/orders/${order.id}/cancel`, NOTE);
    expect(again.statusCode).toBe(200);
    await expectCancelledOnce(order.id, order.total, productId, 5);
  });

  it("keeps the order held when the provider does not answer, and the shopper's cancel finishes it", async () => {
    const { shopper, order, products } = await f.paidOrder([{ priceCents: 12_000, quantity: 1, stock: 2 }]);
    const silent: PaymentProvider = {
      ...sandbox,
      refund: async () => {
        throw new Error("The payment provider did not answer in time");
      },
    };
    const service = createOrderLifecycleService(t.database.db, silent, t.config, { log: t.app.log });
    await expect(service.cancelByAdmin(admin, order.id, NOTE.note)).rejects.toThrow("did not answer");
    // Nobody can tell whether the provider refunded: the order stays held.
    expect((await f.row(order.id)).changeClaimedAt).not.toBeNull();
    expect((await f.post(shopper, `/api/orders/${order.id}/cancel`)).json()).toMatchObject({
      message: BEING_CHANGED,
      status: "paid",
    });

    await f.ageClaim(order.id);
    const deliver = await f.post(admin, `/api/admin/orders/${order.id}/deliver`, {});
    expect(deliver.json()).toMatchObject({ message: CANCEL_UNFINISHED, status: "paid" });
    const cancel = await f.post(shopper, `/api/orders/${order.id}/cancel`);
    expect(cancel.statusCode).toBe(200);
    await expectCancelledOnce(order.id, order.total, products[0]?.id ?? "", 2);
  });

  it("lets the order go when it failed before the provider was called", async () => {
    const { order } = await f.paidOrder();
    // A return_requested order without its request: working out the refund fails.
    await t.database.db.update(orders).set({ status: "return_requested" }).where(eq(orders.id, order.id));
    const response = await f.post(admin, `/api/admin/orders/${order.id}/approve-return`, {});
    expect(response.statusCode).toBe(500);
    expect(await f.row(order.id)).toMatchObject({ status: "return_requested", changeClaimedAt: null });
    expect((await f.ledger(order.id)).refunds).toEqual([]);
  });
});

describe("an approval of a return that did not finish", () => {
  it("refuses refusing the return, and approving it again finishes it with one refund", async () => {
    const { shopper, order, products } = await f.paidOrder([{ priceCents: 50_000, quantity: 2, stock: 4 }]);
    const productId = products[0]?.id ?? "";
    await f.ship(admin, order.id);
    await f.deliver(admin, order.id);
    const asked = await f.post(shopper, `/api/orders/${order.id}/return`, {
      lines: [{ productId, quantity: 1 }],
      reason: "It does not fit.",
    });
    expect(asked.statusCode).toBe(201);
    // A request that died between the provider's refund and its commit.
    const { payment } = await f.ledger(order.id);
    await sandbox.refund({ paymentId: payment.id, amountCents: 50_000, key: `${order.id}:return` });
    await t.database.db
      .update(orders)
      .set({ changeClaimedAt: sql`now() - interval '10 minutes'` })
      .where(eq(orders.id, order.id));

    const refuse = await f.post(admin, `/api/admin/orders/${order.id}/refuse-return`, NOTE);
    expect(refuse.statusCode).toBe(409);
    expect(refuse.json()).toEqual({
      code: "conflict",
      message: "An approval of this order's return did not finish. Approve the return again to finish it.",
      status: "return_requested",
    });
    const approve = await f.post(admin, `/api/admin/orders/${order.id}/approve-return`, {});
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({ status: "returned", refunded: 50_000 });
    const ledger = await f.ledger(order.id);
    expect(ledger.refunds.map((r) => [r.key, r.amountCents])).toEqual([[`${order.id}:return`, 50_000]]);
    expect(ledger.payment.refundedCents).toBe(50_000);
    expect(await f.stockOf(productId)).toBe(3);
  });
});

describe("the refund the provider gives back", () => {
  it("is what the order records; when it is not the amount asked for, the change is refused and held", async () => {
    const { order, products } = await f.paidOrder([{ priceCents: 20_000, quantity: 1, stock: 3 }]);
    const { payment } = await f.ledger(order.id);
    // The key already refunded a different amount (say, by hand at the provider).
    await sandbox.refund({ paymentId: payment.id, amountCents: 5_000, key: `${order.id}:cancel` });
    logLines.length = 0;
    const response = await f.post(admin, `/api/admin/orders/${order.id}/cancel`, NOTE);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: "conflict", message: REFUND_MISMATCH(), status: "paid" });
    const row = await f.row(order.id);
    expect(row).toMatchObject({ status: "paid", refundedCents: 0 });
    expect(row.changeClaimedAt).not.toBeNull();
    expect(await f.stockOf(products[0]?.id ?? "")).toBe(2);
    expect(await f.audit(order.id)).toEqual([]);

    const logged = logLines.map((line) => JSON.parse(line)).filter((l) => l.orderId === order.id);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 50, expectedCents: order.total, refundedCents: 5_000 });
    const shopper = await f.row(order.id).then((r) => r.userId);
    const text = JSON.stringify(logged);
    expect(text).not.toContain("@");
    expect(text).not.toContain(String(shopper));
  });
});

describe("whether a claim is stale", () => {
  it("is the database's judgement, not the server clock's", async () => {
    const { order } = await f.paidOrder();
    await t.database.db
      .update(orders)
      .set({ changeClaimedAt: sql`now() - interval '5 minutes'` })
      .where(eq(orders.id, order.id));
    // The server's clock 10 minutes behind: by it the claim would be 5 minutes ahead, so held. On
    // PostgreSQL the database keeps its own clock and finds the claim stale; the embedded PGlite
    // runs on the server's clock and agrees with it. Either way the answer is the database's.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(Date.now() - 10 * 60_000));
    const [verdict] = await t.database.db
      .select({ stale: sql<boolean>`${orders.changeClaimedAt} < now() - interval '2 minutes'` })
      .from(orders)
      .where(eq(orders.id, order.id));
    const ship = await f.post(admin, `/api/admin/orders/${order.id}/ship`, SHIP);
    vi.useRealTimers();
    expect(ship.json()).toEqual({
      code: "conflict",
      message: verdict?.stale ? CANCEL_UNFINISHED : BEING_CHANGED,
      status: "paid",
    });
  });
});
