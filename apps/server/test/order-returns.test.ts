import { adminOrderSchema, formatMoney, orderDetailsSchema } from "@hogar/shared";
import { calendarDateIn, returnOpenUntil } from "@hogar/shared/business-days";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "../src/db/schema/index.ts";
import type { TestUser } from "./helpers/factories.ts";
import { mailTo } from "./helpers/smtp-inbox.ts";
import { REFUSES_REFUNDS, useOrderTestApp } from "./order-fixtures.ts";

const { t, inbox, f, admin } = useOrderTestApp();

const REASON = "The colour is not the one in the picture.";

/** A delivered order of two lines: 2 lamps at 2,500 and 1 vase at 400 (plus shipping). */
async function deliveredOrder(card?: string) {
  const buyer = await f.shopper(card);
  const bought = await f.paidOrder(
    [
      { priceCents: 250_000, quantity: 2, stock: 5, name: "Arco Lamp" },
      { priceCents: 40_000, quantity: 1, stock: 3, name: "Vase" },
    ],
    buyer,
  );
  await f.ship(admin, bought.order.id);
  await f.deliver(admin, bought.order.id);
  const [lamp, vase] = bought.products;
  if (!lamp || !vase) throw new Error("two products");
  return { ...bought, lamp, vase };
}

const ask = (user: TestUser, orderId: string, body: object) =>
  f.post(user, `/api/orders/${orderId}/return`, body);

describe("a shopper asks to return a delivered order (docs/product.md 73)", () => {
  it("records the lines, the reason and the time, and mails the shopper", async () => {
    const { shopper, order, lamp } = await deliveredOrder();
    const response = await ask(shopper, order.id, {
      lines: [{ productId: lamp.id, quantity: 1 }],
      reason: `  ${REASON} `,
    });
    expect(response.statusCode).toBe(201);
    const details = orderDetailsSchema.parse(response.json());
    expect(details).toMatchObject({
      status: "return_requested",
      returnOpenUntil: null,
      returnRequest: {
        lines: [{ productId: lamp.id, quantity: 1 }],
        reason: REASON,
        status: "requested",
        refund: null,
        decisionNote: null,
        decidedAt: null,
      },
    });
    expect(details.timeline.at(-1)).toMatchObject({
      from: "delivered",
      to: "return_requested",
      note: REASON,
    });
    expect((await f.events(order.id)).at(-1)).toMatchObject({ actorRole: "shopper", actorId: shopper.id });
    const mail = await inbox.waitFor(
      mailTo(shopper.email, /^We received your return request for Hogar order \w{8}$/),
    );
    expect(mail.text).toContain("Arco Lamp: 1 unit");
    expect(mail.text).toContain(`Reason: ${REASON}`);
    // The shop's inbox hears of it too, in its Spanish, with the page where staff answer.
    const number = order.id.slice(0, 8);
    const shopMail = await inbox.waitFor(
      mailTo(t.config.seller.email, `Solicitud de devolución: pedido ${number}`),
    );
    expect(shopMail.text).toContain(`(${shopper.email}) pidió devolver estos productos del pedido ${number}`);
    expect(shopMail.text).toContain("Arco Lamp: 1 pieza");
    expect(shopMail.text).toContain(`Motivo: ${REASON}`);
    expect(shopMail.text).toContain(`${t.config.baseUrl}/admin/orders/${order.id}`);

    const admins = adminOrderSchema.parse((await f.get(admin, `/api/admin/orders/${order.id}`)).json());
    expect([...admins.nextStatuses].sort()).toEqual(["delivered", "returned"]);
  });

  it("takes one request per order", async () => {
    const { shopper, order, vase } = await deliveredOrder();
    const body = { lines: [{ productId: vase.id, quantity: 1 }], reason: REASON };
    expect((await ask(shopper, order.id, body)).statusCode).toBe(201);
    const again = await ask(shopper, order.id, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: "return_requested" });
  });

  it("refuses lines that were not bought, more than were bought, or a product twice (400)", async () => {
    const { shopper, order, lamp, vase } = await deliveredOrder();
    const { products: elsewhere } = await f.paidOrder([{ priceCents: 1_000, quantity: 1 }]);
    const cases: [object, string][] = [
      [
        { lines: [{ productId: elsewhere[0]?.id, quantity: 1 }], reason: REASON },
        "Choose only products of this order",
      ],
      [
        { lines: [{ productId: lamp.id, quantity: 3 }], reason: REASON },
        "You bought 2 of Arco Lamp: you can return at most that many",
      ],
      [
        {
          lines: [
            { productId: vase.id, quantity: 1 },
            { productId: vase.id, quantity: 1 },
          ],
          reason: REASON,
        },
        "Choose each product once",
      ],
      [{ lines: [], reason: REASON }, "Choose the products to return"],
      [{ lines: [{ productId: lamp.id, quantity: 1 }], reason: " " }, "Tell us why you return them"],
      [{ lines: [{ productId: lamp.id, quantity: 0 }], reason: REASON }, "quantity must be at least 1"],
    ];
    for (const [body, message] of cases) {
      const response = await ask(shopper, order.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect((await f.row(order.id)).status).toBe("delivered");
    expect(await f.returnRequest(order.id)).toBeUndefined();
  });

  it("is refused after 5 business days from the delivery", async () => {
    const { shopper, order, lamp } = await deliveredOrder();
    // The latest delivery day whose window has closed by now.
    let deliveredAt = new Date();
    while (returnOpenUntil(deliveredAt).getTime() >= Date.now()) {
      deliveredAt = new Date(deliveredAt.getTime() - 86_400_000);
    }
    await t.database.db.update(orders).set({ deliveredAt }).where(eq(orders.id, order.id));
    const details = orderDetailsSchema.parse((await f.get(shopper, `/api/orders/${order.id}`)).json());
    expect(details.returnOpenUntil).toBeNull();

    const response = await ask(shopper, order.id, {
      lines: [{ productId: lamp.id, quantity: 1 }],
      reason: REASON,
    });
    expect(response.statusCode).toBe(409);
    const until = returnOpenUntil(deliveredAt);
    const day = new Intl.DateTimeFormat("en-GB", { timeZone: "America/Mexico_City" }).format(until);
    expect(response.json()).toEqual({
      code: "conflict",
      message: `The time to return this order ended on ${day}: 5 business days from its delivery.`,
      status: "delivered",
    });
    expect(await f.returnRequest(order.id)).toBeUndefined();
  });

  it("is still open on the last day of the window", async () => {
    const { shopper, order, lamp } = await deliveredOrder();
    // The earliest delivery day whose window still holds now: a day earlier it would be closed.
    const dayBefore = (d: Date) => new Date(d.getTime() - 86_400_000);
    let deliveredAt = new Date();
    while (returnOpenUntil(dayBefore(deliveredAt)).getTime() > Date.now())
      deliveredAt = dayBefore(deliveredAt);
    expect(calendarDateIn(deliveredAt)).not.toEqual(calendarDateIn(new Date()));
    await t.database.db.update(orders).set({ deliveredAt }).where(eq(orders.id, order.id));
    const response = await ask(shopper, order.id, {
      lines: [{ productId: lamp.id, quantity: 1 }],
      reason: REASON,
    });
    expect(response.statusCode).toBe(201);
  });

  it("is not possible before the delivery, nor on another shopper's order", async () => {
    const { shopper, order, products } = await f.paidOrder();
    const body = { lines: [{ productId: products[0]?.id, quantity: 1 }], reason: REASON };
    const early = await ask(shopper, order.id, body);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      code: "conflict",
      message: "This order is not delivered yet.",
      status: "paid",
    });
    const other = await f.shopper();
    expect((await ask(other, order.id, body)).statusCode).toBe(404);
    expect((await f.post(null, `/api/orders/${order.id}/return`, body)).statusCode).toBe(401);
  });
});

describe("the shop decides on a return", () => {
  it("approves: refunds the returned lines' price (no shipping), returns their stock, audits and mails", async () => {
    const { shopper, order, lamp, vase } = await deliveredOrder();
    await ask(shopper, order.id, { lines: [{ productId: lamp.id, quantity: 1 }], reason: REASON });
    expect(await f.stockOf(lamp.id)).toBe(3);
    // Staff see what approving refunds before they approve.
    const waiting = adminOrderSchema.parse((await f.get(admin, `/api/admin/orders/${order.id}`)).json());
    expect(waiting.returnRefundDue).toBe(250_000);

    const response = await f.post(admin, `/api/admin/orders/${order.id}/approve-return`, {});
    expect(response.statusCode).toBe(200);
    const view = adminOrderSchema.parse(response.json());
    expect(view).toMatchObject({
      status: "returned",
      refunded: 250_000,
      returnRefundDue: null,
      nextStatuses: [],
      returnRequest: { status: "approved", refund: 250_000, decidedAt: expect.any(String) },
    });
    expect(view.audit.at(-1)).toMatchObject({
      action: "approve-return",
      actorEmail: admin.email,
      before: { status: "return_requested", refunded: 0 },
      after: { status: "returned", refunded: 250_000, returnedLines: [{ productId: lamp.id, quantity: 1 }] },
    });
    // One of the two lamps comes back; the vase stays sold.
    expect(await f.stockOf(lamp.id)).toBe(4);
    expect(await f.stockOf(vase.id)).toBe(2);
    const { payment, refunds } = await f.ledger(order.id);
    expect(payment).toMatchObject({ status: "captured", refundedCents: 250_000 });
    expect(refunds.map((r) => [r.key, r.amountCents])).toEqual([[`${order.id}:return`, 250_000]]);

    const mail = await inbox.waitFor(
      mailTo(shopper.email, /^Your return for Hogar order \w{8} is approved$/),
    );
    expect(mail.text).toContain(`We refunded ${formatMoney(250_000)} to your Visa ending in 4242.`);
    expect(mail.text).toContain("Arco Lamp: 1 unit");

    const again = await f.post(admin, `/api/admin/orders/${order.id}/approve-return`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: "This order was already returned.", status: "returned" });
    expect((await f.ledger(order.id)).refunds).toHaveLength(1);
  });

  it("approves a return of every line, and the payment is refunded but for the shipping", async () => {
    const { shopper, order, lamp, vase } = await deliveredOrder();
    await ask(shopper, order.id, {
      lines: [
        { productId: lamp.id, quantity: 2 },
        { productId: vase.id, quantity: 1 },
      ],
      reason: REASON,
    });
    const view = (await f.post(admin, `/api/admin/orders/${order.id}/approve-return`, {})).json();
    expect(view).toMatchObject({ status: "returned", refunded: 540_000 });
    expect(await f.stockOf(lamp.id)).toBe(5);
    expect(await f.stockOf(vase.id)).toBe(3);
    expect((await f.ledger(order.id)).payment).toMatchObject({
      status: "captured",
      refundedCents: order.total - order.shipping,
    });
  });

  it("leaves the request waiting when the provider refuses the refund, and says why", async () => {
    const { shopper, order, lamp } = await deliveredOrder(REFUSES_REFUNDS);
    await ask(shopper, order.id, { lines: [{ productId: lamp.id, quantity: 2 }], reason: REASON });
    const response = await f.post(admin, `/api/admin/orders/${order.id}/approve-return`, {});
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe("The bank of the card ending in 5126 refused the refund.");
    expect(await f.row(order.id)).toMatchObject({
      status: "return_requested",
      refundedCents: 0,
      changeClaimedAt: null,
    });
    expect(await f.stockOf(lamp.id)).toBe(3);
    expect(await f.returnRequest(order.id)).toMatchObject({ status: "requested", refundCents: null });
    expect((await f.audit(order.id)).map((a) => a.action)).toEqual(["ship", "deliver"]);
    // It can still be refused.
    expect(
      (await f.post(admin, `/api/admin/orders/${order.id}/refuse-return`, { note: "Used items" })).statusCode,
    ).toBe(200);
  });

  it("refuses with a reason: delivered again, no second request, the reason mailed", async () => {
    const { shopper, order, lamp } = await deliveredOrder();
    await ask(shopper, order.id, { lines: [{ productId: lamp.id, quantity: 1 }], reason: REASON });
    const missing = await f.post(admin, `/api/admin/orders/${order.id}/refuse-return`, { note: "" });
    expect(missing.statusCode).toBe(400);

    const note = "The lamp was used & scratched.";
    const response = await f.post(admin, `/api/admin/orders/${order.id}/refuse-return`, { note });
    expect(response.statusCode).toBe(200);
    const view = adminOrderSchema.parse(response.json());
    expect(view).toMatchObject({
      status: "delivered",
      refunded: 0,
      returnOpenUntil: null,
      returnRequest: { status: "refused", decisionNote: note, refund: null },
    });
    expect(view.timeline.at(-1)).toMatchObject({ from: "return_requested", to: "delivered", note });
    expect(view.audit.at(-1)).toMatchObject({
      action: "refuse-return",
      before: { status: "return_requested" },
      after: { status: "delivered", note },
    });
    expect(await f.stockOf(lamp.id)).toBe(3);
    expect((await f.ledger(order.id)).refunds).toEqual([]);

    const mail = await inbox.waitFor(
      mailTo(shopper.email, /^Your return request for Hogar order \w{8} was refused$/),
    );
    expect(mail.text).toContain(`Reason: ${note}`);
    expect(mail.html).toContain("The lamp was used &amp; scratched.");

    const again = await ask(shopper, order.id, {
      lines: [{ productId: lamp.id, quantity: 1 }],
      reason: REASON,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: "conflict",
      message: "You already asked to return this order.",
      status: "delivered",
    });
  });
});
