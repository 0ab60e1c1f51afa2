import { adminOrderSchema } from "@hogar/shared";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, users } from "../src/db/schema/index.ts";
import type { TestUser } from "./helpers/factories.ts";
import { linksIn, mailTo } from "./helpers/smtp-inbox.ts";
import { useOrderTestApp } from "./order-fixtures.ts";

const { t, inbox, f, admin } = useOrderTestApp();

const SHIP = { carrier: "Estafeta", trackingNumber: "EST-123456" };
const NOTE = { note: "The sofa was damaged in our warehouse." };

const ADMIN_ROUTES: { method: "GET" | "POST"; path: string; body?: object }[] = [
  { method: "GET", path: "" },
  { method: "POST", path: "/ship", body: SHIP },
  { method: "POST", path: "/deliver", body: {} },
  { method: "POST", path: "/cancel", body: NOTE },
  { method: "POST", path: "/approve-return", body: {} },
  { method: "POST", path: "/refuse-return", body: NOTE },
];

describe("the back office's order routes", () => {
  it.each(ADMIN_ROUTES)(
    "$method /api/admin/orders/:id$path is 401 signed out and 403 for shoppers",
    async (route) => {
      const { shopper, order } = await f.paidOrder();
      const url = `/api/admin/orders/${order.id}${route.path}`;
      const as = (user: TestUser | null) =>
        route.method === "GET" ? f.get(user, url) : f.post(user, url, route.body);
      const signedOut = await as(null);
      expect(signedOut.statusCode).toBe(401);
      // Even the order's own shopper is not staff.
      const shopperTry = await as(shopper);
      expect(shopperTry.statusCode).toBe(403);
      expect(shopperTry.json()).toEqual({
        code: "forbidden",
        message: "Only admins may use the back office",
      });
      const row = await f.row(order.id);
      expect(row).toMatchObject({ status: "paid", refundedCents: 0, carrier: null });
      expect(await f.events(order.id)).toHaveLength(2);
    },
  );

  it("shows an order with the shopper's e-mail, name and phone, the audit log and the next statuses", async () => {
    const { shopper, order } = await f.paidOrder();
    await t.database.db.update(users).set({ phone: "5598765432" }).where(eq(users.id, shopper.id));
    const response = await f.get(admin, `/api/admin/orders/${order.id}`);
    expect(response.statusCode).toBe(200);
    const view = adminOrderSchema.parse(response.json());
    expect(view).toMatchObject({
      id: order.id,
      status: "paid",
      shopper: { email: shopper.email, name: shopper.name, phone: "5598765432" },
      audit: [],
      canCancel: true,
    });
    expect([...view.nextStatuses].sort()).toEqual(["cancelled", "shipped"]);
    expect(view.timeline.map((e) => e.to)).toEqual(["placed", "paid"]);
    // Who made each change: the shopper placed it, the payment made it paid (docs/product.md 70).
    expect(view.timeline.map((e) => e.by)).toEqual(["shopper", "system"]);
    await f.ship(admin, order.id);
    const shipped = adminOrderSchema.parse((await f.get(admin, `/api/admin/orders/${order.id}`)).json());
    expect(shipped.timeline.at(-1)).toMatchObject({ to: "shipped", by: "admin" });
  });

  it("is 404 for an order that does not exist", async () => {
    const response = await f.get(admin, "/api/admin/orders/00000000-0000-4000-8000-000000000000");
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Order not found");
  });
});

describe("shipping and delivering", () => {
  it("ships a paid order: carrier, tracking number, history, audit and the shopper's e-mail", async () => {
    const { shopper, order } = await f.paidOrder();
    const response = await f.post(admin, `/api/admin/orders/${order.id}/ship`, {
      carrier: "  DHL Express ",
      trackingNumber: "JD0146-0000",
    });
    expect(response.statusCode).toBe(200);
    const shipped = adminOrderSchema.parse(response.json());
    expect(shipped).toMatchObject({
      status: "shipped",
      shipment: { carrier: "DHL Express", trackingNumber: "JD0146-0000" },
      nextStatuses: ["delivered"],
      canCancel: false,
    });
    expect(shipped.audit).toEqual([
      {
        at: expect.any(String),
        actorEmail: admin.email,
        action: "ship",
        before: { status: "paid", carrier: null, trackingNumber: null, shippedAt: null },
        after: {
          status: "shipped",
          carrier: "DHL Express",
          trackingNumber: "JD0146-0000",
          shippedAt: shipped.shipment?.shippedAt,
        },
      },
    ]);
    const events = await f.events(order.id);
    expect(events.at(-1)).toMatchObject({
      fromStatus: "paid",
      toStatus: "shipped",
      actorId: admin.id,
      actorRole: "admin",
      note: null,
    });

    const number = order.id.slice(0, 8);
    const mail = await inbox.waitFor(mailTo(shopper.email, `Your Hogar order ${number} is on its way`));
    expect(mail.text).toContain("Carrier: DHL Express");
    expect(mail.text).toContain("Tracking number: JD0146-0000");
    expect(linksIn(mail)).toEqual([`http://localhost:3000/account/orders/${order.id}`]);
    expect(mail.html).toContain("JD0146-0000");
  });

  it("refuses a carrier or tracking number that is missing or malformed, changing nothing", async () => {
    const { order } = await f.paidOrder();
    for (const body of [
      {},
      { carrier: "E", trackingNumber: "EST-1234" },
      { carrier: "Estafeta", trackingNumber: "no spaces allowed" },
      { ...SHIP, extra: true },
    ]) {
      const response = await f.post(admin, `/api/admin/orders/${order.id}/ship`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toMatch(/\w/);
    }
    expect((await f.row(order.id)).status).toBe("paid");
    expect(await f.audit(order.id)).toEqual([]);
  });

  it("delivers a shipped order and mails the last day to ask for a return", async () => {
    const { shopper, order } = await f.paidOrder();
    await f.ship(admin, order.id);
    const response = await f.post(admin, `/api/admin/orders/${order.id}/deliver`, {});
    expect(response.statusCode).toBe(200);
    const delivered = adminOrderSchema.parse(response.json());
    expect(delivered).toMatchObject({ status: "delivered", nextStatuses: [] });
    expect(delivered.deliveredAt).not.toBeNull();
    expect(delivered.audit.map((a) => a.action)).toEqual(["ship", "deliver"]);
    expect(delivered.audit[1]).toMatchObject({
      before: { status: "shipped", deliveredAt: null },
      after: { status: "delivered", deliveredAt: delivered.deliveredAt },
    });
    const mail = await inbox.waitFor(mailTo(shopper.email, /^Your Hogar order \w{8} was delivered$/));
    expect(mail.text).toMatch(/ask to return it from the order's page until \d{2}\/\d{2}\/\d{4}/);
  });

  it("answers 409 with the order's status for a change its state does not allow", async () => {
    const { order } = await f.paidOrder();
    const deliverPaid = await f.post(admin, `/api/admin/orders/${order.id}/deliver`, {});
    expect(deliverPaid.statusCode).toBe(409);
    expect(deliverPaid.json()).toEqual({
      code: "conflict",
      message: "This order is not shipped yet.",
      status: "paid",
    });
    await f.ship(admin, order.id);
    const again = await f.post(admin, `/api/admin/orders/${order.id}/ship`, SHIP);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: "conflict",
      message: "This order is already shipped.",
      status: "shipped",
    });
    const cancelShipped = await f.post(admin, `/api/admin/orders/${order.id}/cancel`, NOTE);
    expect(cancelShipped.json()).toMatchObject({ status: "shipped" });
    expect(cancelShipped.statusCode).toBe(409);
    for (const path of ["approve-return", "refuse-return"]) {
      const response = await f.post(
        admin,
        `/api/admin/orders/${order.id}/${path}`,
        path === "approve-return" ? {} : NOTE,
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().status).toBe("shipped");
    }
    // Nothing was written for the refused changes.
    expect((await f.audit(order.id)).map((a) => a.action)).toEqual(["ship"]);
    expect((await f.events(order.id)).map((e) => e.toStatus)).toEqual(["placed", "paid", "shipped"]);
  });

  it("waits for a change that holds the order, and never ships one a change left unfinished", async () => {
    const { order } = await f.paidOrder();
    await t.database.db.update(orders).set({ changeClaimedAt: sql`now()` }).where(eq(orders.id, order.id));
    const held = await f.post(admin, `/api/admin/orders/${order.id}/ship`, SHIP);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toEqual({
      code: "conflict",
      message: "This order is being changed by someone else. Please try again in a moment.",
      status: "paid",
    });
    // A cancellation that died may have refunded already: only cancelling again may finish it.
    await f.ageClaim(order.id);
    const stale = await f.post(admin, `/api/admin/orders/${order.id}/ship`, SHIP);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      code: "conflict",
      message: "A cancellation of this order did not finish. Cancel it again to finish it.",
      status: "paid",
    });
    expect(await f.row(order.id)).toMatchObject({ status: "paid", carrier: null });
    expect((await f.post(admin, `/api/admin/orders/${order.id}/cancel`, NOTE)).statusCode).toBe(200);
    expect(await f.row(order.id)).toMatchObject({ status: "cancelled", changeClaimedAt: null });
  });
});

describe("changes that need no words", () => {
  it("take a POST with no body at all: the shopper's cancel, deliver and approve-return", async () => {
    const { shopper, order } = await f.paidOrder();
    const cancel = await f.postBare(shopper, `/api/orders/${order.id}/cancel`);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ status: "cancelled" });

    const bought = await f.paidOrder();
    const id = bought.order.id;
    await f.ship(admin, id);
    const deliver = await f.postBare(admin, `/api/admin/orders/${id}/deliver`);
    expect(deliver.statusCode).toBe(200);
    expect(deliver.json()).toMatchObject({ status: "delivered" });
    const asked = await f.post(bought.shopper, `/api/orders/${id}/return`, {
      lines: [{ productId: bought.products[0]?.id, quantity: 1 }],
      reason: "It does not fit.",
    });
    expect(asked.statusCode).toBe(201);
    const approve = await f.postBare(admin, `/api/admin/orders/${id}/approve-return`);
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({ status: "returned" });
  });
});

describe("text with a NUL character (PostgreSQL cannot keep it)", () => {
  it("is refused with 400 before anything happens: no refund, no shipment, no return", async () => {
    const { shopper, order } = await f.paidOrder();
    const cancel = await f.post(admin, `/api/admin/orders/${order.id}/cancel`, { note: "Damaged\u0000" });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json()).toMatchObject({
      code: "invalid",
      message: "note: must not contain the NUL character (U+0000)",
      fields: { note: "must not contain the NUL character (U+0000)" },
    });
    // The provider was never asked: the money stays paid, and the order can still be shipped.
    expect((await f.ledger(order.id)).refunds).toEqual([]);
    expect(await f.row(order.id)).toMatchObject({ status: "paid", refundedCents: 0, changeClaimedAt: null });
    const ship = await f.post(admin, `/api/admin/orders/${order.id}/ship`, { ...SHIP, carrier: "DHL\u0000" });
    expect(ship.statusCode).toBe(400);
    expect(await f.row(order.id)).toMatchObject({ status: "paid", carrier: null });

    await f.ship(admin, order.id);
    await f.deliver(admin, order.id);
    const asked = await f.post(shopper, `/api/orders/${order.id}/return`, { reason: "Too big\u0000" });
    expect(asked.statusCode).toBe(400);
    expect(await f.returnRequest(order.id)).toBeUndefined();
    const search = await f.get(admin, "/api/admin/orders?q=%00");
    expect(search.statusCode).toBe(400);
    expect(search.json().message).toBe("q: must not contain the NUL character (U+0000)");
  });
});
