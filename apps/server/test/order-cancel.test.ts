import { adminOrderSchema, formatMoney, orderDetailsSchema } from "@hogar/shared";
import { describe, expect, it } from "vitest";
import { mailTo } from "./helpers/smtp-inbox.ts";
import { REFUSES_REFUNDS, useOrderTestApp } from "./order-fixtures.ts";

const { inbox, f, admin } = useOrderTestApp();

const cancelledMail = (email: string) => mailTo(email, /^Your Hogar order \w{8} is cancelled$/);

describe("a shopper cancels a paid order (docs/product.md 72)", () => {
  it("refunds the total, returns every line's stock, records it and mails the shopper", async () => {
    const { shopper, order, products } = await f.paidOrder([
      { priceCents: 250_000, quantity: 2, stock: 5 },
      { priceCents: 40_000, quantity: 1, stock: 3 },
    ]);
    expect(await f.stockOf(products[0]?.id ?? "")).toBe(3);
    expect(await f.stockOf(products[1]?.id ?? "")).toBe(2);

    const response = await f.post(shopper, `/api/orders/${order.id}/cancel`);
    expect(response.statusCode).toBe(200);
    const details = orderDetailsSchema.parse(response.json());
    expect(details).toMatchObject({ status: "cancelled", refunded: order.total, canCancel: false });
    expect(details.timeline.at(-1)).toMatchObject({
      from: "paid",
      to: "cancelled",
      note: null,
      refunded: order.total,
    });

    expect(await f.stockOf(products[0]?.id ?? "")).toBe(5);
    expect(await f.stockOf(products[1]?.id ?? "")).toBe(3);
    const { payment, refunds } = await f.ledger(order.id);
    expect(payment).toMatchObject({ status: "refunded", refundedCents: order.total });
    expect(refunds.map((r) => [r.key, r.amountCents])).toEqual([[`${order.id}:cancel`, order.total]]);
    expect((await f.row(order.id)).changeClaimedAt).toBeNull();
    expect((await f.events(order.id)).at(-1)).toMatchObject({ actorId: shopper.id, actorRole: "shopper" });
    // Only admin actions are audited.
    expect(await f.audit(order.id)).toEqual([]);
    // A cancelled order stays in the shopper's list (only declined payments make no order).
    const list = (await f.get(shopper, "/api/orders")).json();
    expect(list.map((o: { id: string; status: string }) => [o.id, o.status])).toEqual([
      [order.id, "cancelled"],
    ]);

    const mail = await inbox.waitFor(cancelledMail(shopper.email));
    expect(mail.text).toContain("As you asked, we cancelled order");
    expect(mail.text).toContain(`We refunded ${formatMoney(order.total)} to your Visa ending in 4242.`);
  });

  it("answers 409 to a second cancellation and refunds once", async () => {
    const { shopper, order, products } = await f.paidOrder([{ priceCents: 10_000, quantity: 1, stock: 4 }]);
    expect((await f.post(shopper, `/api/orders/${order.id}/cancel`)).statusCode).toBe(200);
    const again = await f.post(shopper, `/api/orders/${order.id}/cancel`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: "conflict",
      message: "This order is already cancelled.",
      status: "cancelled",
    });
    expect((await f.ledger(order.id)).refunds).toHaveLength(1);
    expect(await f.stockOf(products[0]?.id ?? "")).toBe(4);
  });

  it("is not possible once shipped", async () => {
    const { shopper, order } = await f.paidOrder();
    await f.ship(admin, order.id);
    const response = await f.post(shopper, `/api/orders/${order.id}/cancel`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: "This order is already shipped.", status: "shipped" });
    expect((await f.row(order.id)).refundedCents).toBe(0);
  });

  it("is 404 for another shopper's order, which stays as it was", async () => {
    const { order } = await f.paidOrder();
    const other = await f.shopper();
    const response = await f.post(other, `/api/orders/${order.id}/cancel`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "not_found", message: "Order not found" });
    expect((await f.row(order.id)).status).toBe("paid");
    expect((await f.ledger(order.id)).refunds).toEqual([]);
  });

  it("is 401 signed out and 400 with a body it does not know", async () => {
    const { shopper, order } = await f.paidOrder();
    expect((await f.post(null, `/api/orders/${order.id}/cancel`)).statusCode).toBe(401);
    const odd = await f.post(shopper, `/api/orders/${order.id}/cancel`, { refund: 1 });
    expect(odd.statusCode).toBe(400);
    expect((await f.row(order.id)).status).toBe("paid");
  });

  it("leaves the order as it was when the provider refuses the refund, and says why (422)", async () => {
    const buyer = await f.shopper(REFUSES_REFUNDS);
    const { order, products } = await f.paidOrder([{ priceCents: 80_000, quantity: 2, stock: 6 }], buyer);
    const response = await f.post(buyer, `/api/orders/${order.id}/cancel`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: "unprocessable",
      message: "The bank of the card ending in 5126 refused the refund.",
    });
    const row = await f.row(order.id);
    expect(row).toMatchObject({ status: "paid", refundedCents: 0, changeClaimedAt: null });
    expect(await f.stockOf(products[0]?.id ?? "")).toBe(4);
    expect((await f.ledger(order.id)).payment).toMatchObject({ status: "captured", refundedCents: 0 });
    expect((await f.events(order.id)).map((e) => e.toStatus)).toEqual(["placed", "paid"]);
    // The claim is gone: the shop can still ship it.
    expect((await f.get(buyer, `/api/orders/${order.id}`)).json()).toMatchObject({ canCancel: true });
    await f.ship(admin, order.id);
  });
});

describe("the shop cancels a paid order", () => {
  it("needs a reason, which the shopper reads in the timeline and the e-mail, and is audited", async () => {
    const { shopper, order, products } = await f.paidOrder([
      { priceCents: 1_200_000, quantity: 1, stock: 1 },
    ]);
    const noReason = await f.post(admin, `/api/admin/orders/${order.id}/cancel`, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain("Write a reason");

    const note = "We ran out of this <sofa> colour.";
    const response = await f.post(admin, `/api/admin/orders/${order.id}/cancel`, { note });
    expect(response.statusCode).toBe(200);
    const view = adminOrderSchema.parse(response.json());
    expect(view).toMatchObject({ status: "cancelled", refunded: 1_200_000, nextStatuses: [] });
    expect(view.timeline.at(-1)).toMatchObject({ from: "paid", to: "cancelled", note });
    expect(view.audit).toEqual([
      {
        at: expect.any(String),
        actorEmail: admin.email,
        action: "cancel",
        before: { status: "paid", refunded: 0 },
        after: { status: "cancelled", refunded: 1_200_000, note },
      },
    ]);
    expect(await f.stockOf(products[0]?.id ?? "")).toBe(1);
    expect((await f.ledger(order.id)).payment.status).toBe("refunded");

    const shopperView = (await f.get(shopper, `/api/orders/${order.id}`)).json();
    expect(shopperView.timeline.at(-1).note).toBe(note);
    const mail = await inbox.waitFor(cancelledMail(shopper.email));
    expect(mail.text).toContain("we had to cancel order");
    expect(mail.text).toContain(`Reason: ${note}`);
    expect(mail.html).toContain("We ran out of this &lt;sofa&gt; colour.");
  });

  it("answers 422 with the provider's reason and writes nothing when the refund is refused", async () => {
    const buyer = await f.shopper(REFUSES_REFUNDS);
    const { order } = await f.paidOrder(undefined, buyer);
    const response = await f.post(admin, `/api/admin/orders/${order.id}/cancel`, { note: "Out of stock" });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe("The bank of the card ending in 5126 refused the refund.");
    expect(await f.row(order.id)).toMatchObject({ status: "paid", changeClaimedAt: null, refundedCents: 0 });
    expect(await f.audit(order.id)).toEqual([]);
  });
});
