import { orderDetailsSchema } from "@hogar/shared";
import { returnOpenUntil } from "@hogar/shared/business-days";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../src/db/schema/index.ts";
import { createOrdersService } from "../src/modules/orders/orders.service.ts";
import { createSandboxProvider } from "../src/modules/payments/sandbox-provider.ts";
import { createCheckoutShopper, placeOrder, TEST_CARDS } from "./helpers/checkout-shopper.ts";
import { createProduct } from "./helpers/product-factory.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";
import { orderFixtures } from "./order-fixtures.ts";

let t: TestApp;
let f: ReturnType<typeof orderFixtures>;
beforeAll(async () => {
  t = await buildTestApp();
  f = orderFixtures(t);
});
afterAll(() => t.close());

describe("GET /api/orders/:id", () => {
  it("shows a paid order with its timeline, oldest first, and offers to cancel it", async () => {
    const { shopper, order } = await f.paidOrder();
    const response = await f.get(shopper, `/api/orders/${order.id}`);
    expect(response.statusCode).toBe(200);
    const details = orderDetailsSchema.parse(response.json());
    expect(details).toMatchObject({
      id: order.id,
      status: "paid",
      total: order.total,
      shipment: null,
      deliveredAt: null,
      refunded: 0,
      returnRequest: null,
      canCancel: true,
      returnOpenUntil: null,
    });
    expect(details.timeline.map((e) => [e.from, e.to, e.note])).toEqual([
      [null, "placed", null],
      ["placed", "paid", null],
    ]);
    expect(details.timeline[0]?.at).toBe(order.createdAt);
    // Checkout writes who made each change: the shopper placed it, the shop took the payment.
    expect((await f.events(order.id)).map((e) => [e.actorRole, e.actorId])).toEqual([
      ["shopper", shopper.id],
      ["system", null],
    ]);
  });

  it("shows the carrier and tracking number once shipped, and the return window once delivered", async () => {
    const admin = await f.admin();
    const { shopper, order } = await f.paidOrder();
    await f.ship(admin, order.id);
    const shipped = (await f.get(shopper, `/api/orders/${order.id}`)).json();
    expect(shipped).toMatchObject({
      status: "shipped",
      shipment: { carrier: "Estafeta", trackingNumber: "EST-123456" },
      canCancel: false,
      returnOpenUntil: null,
    });
    await f.deliver(admin, order.id);
    const delivered = orderDetailsSchema.parse((await f.get(shopper, `/api/orders/${order.id}`)).json());
    expect(delivered.status).toBe("delivered");
    expect(delivered.deliveredAt).not.toBeNull();
    expect(delivered.returnOpenUntil).toBe(
      returnOpenUntil(new Date(delivered.deliveredAt ?? "")).toISOString(),
    );
    expect(delivered.timeline.map((e) => e.to)).toEqual(["placed", "paid", "shipped", "delivered"]);
  });

  it("writes a cancelled event when the settler cancels an order whose payment never happened", async () => {
    const shopper = await createCheckoutShopper(t.app);
    const product = await createProduct(t.database.db);
    const order = (
      await placeOrder(t.app, shopper, { source: "product", productId: product.id, quantity: 1 })
    ).json();
    await t.database.db.update(orders).set({ status: "placed" }).where(eq(orders.id, order.id));
    // As if the request died before paying: the settler finds no payment and cancels.
    const sandbox = createSandboxProvider(t.database.db, t.config.payments);
    const settler = createOrdersService(
      t.database.db,
      { ...sandbox, findByOrder: async () => null },
      t.config,
    );
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(orders.id, order.id));
    expect(await settler.settleStale()).toBe(1);
    expect((await f.events(order.id)).map((e) => [e.fromStatus, e.toStatus, e.actorRole]).at(-1)).toEqual([
      "placed",
      "cancelled",
      "system",
    ]);
  });

  it("is 404 for another shopper's order and for an order whose payment was declined", async () => {
    const { order } = await f.paidOrder();
    const other = await f.shopper();
    const response = await f.get(other, `/api/orders/${order.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "not_found", message: "Order not found" });

    const declined = await f.shopper(TEST_CARDS.decline);
    const product = await createProduct(t.database.db);
    expect(
      (await placeOrder(t.app, declined, { source: "product", productId: product.id, quantity: 1 }))
        .statusCode,
    ).toBe(402);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.userId, declined.id));
    expect((await f.get(declined, `/api/orders/${row?.id}`)).statusCode).toBe(404);
  });

  it("is 401 signed out and 400 for an id that is not one", async () => {
    const { order } = await f.paidOrder();
    expect((await f.get(null, `/api/orders/${order.id}`)).statusCode).toBe(401);
    const shopper = await f.shopper();
    const bad = await f.get(shopper, "/api/orders/not-an-id");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("id: Order not found");
  });
});
