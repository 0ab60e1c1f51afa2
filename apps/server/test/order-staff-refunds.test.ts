import { adminOrderSchema, formatMoney, orderDetailsSchema } from "@hogar/shared";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "../src/db/schema/index.ts";
import { BEING_CHANGED } from "../src/modules/orders/order-change-conflict.ts";
import { createSandboxProvider } from "../src/modules/payments/sandbox-provider.ts";
import type { TestUser } from "./helpers/factories.ts";
import { mailTo } from "./helpers/smtp-inbox.ts";
import { REFUSES_REFUNDS, useOrderTestApp } from "./order-fixtures.ts";

// Staff refunds of an order that left the shop (docs/product.md 119), and a paid order cancelled
// with its money given back another way when the card's bank refuses the refund (72).
const { t, inbox, f, admin } = useOrderTestApp();

const SCRATCHED = "The table arrived with a scratch on its top.";

const refund = (user: TestUser | null, orderId: string, body: object) =>
  f.post(user, `/api/admin/orders/${orderId}/refund`, body);

/** A shipped order of one lamp at $2,500 (plus shipping), and delivered too when asked. */
async function shippedOrder({ delivered = false, card }: { delivered?: boolean; card?: string } = {}) {
  const buyer = await f.shopper(card);
  const bought = await f.paidOrder(
    [{ priceCents: 250_000, quantity: 1, stock: 5, name: "Arco Lamp" }],
    buyer,
  );
  await f.ship(admin, bought.order.id);
  if (delivered) await f.deliver(admin, bought.order.id);
  const total: number = bought.order.total;
  return { ...bought, total };
}

/** Nothing of the order changed: no refund at the provider or on the order, no new timeline entry. */
async function expectUnchanged(orderId: string, eventsBefore: number) {
  expect((await f.ledger(orderId)).refunds).toEqual([]);
  expect(await f.row(orderId)).toMatchObject({ refundedCents: 0, changeClaimedAt: null });
  expect(await f.events(orderId)).toHaveLength(eventsBefore);
}

describe("staff refund part of a delivered order", () => {
  it("gives the amount back under its own key, keeps the status, and tells the shopper why", async () => {
    const { shopper, order, total } = await shippedOrder({ delivered: true });
    const response = await refund(admin, order.id, { amountCents: 50_000, note: `  ${SCRATCHED} ` });

    expect(response.statusCode).toBe(200);
    const changed = adminOrderSchema.parse(response.json());
    expect(changed).toMatchObject({
      status: "delivered",
      refunded: 50_000,
      staffRefundable: total - 50_000,
      unfinishedRefund: null,
    });
    expect(changed.timeline.at(-1)).toMatchObject({
      from: "delivered",
      to: "delivered",
      refunded: 50_000,
      note: SCRATCHED,
      by: "admin",
    });
    const { payment, refunds } = await f.ledger(order.id);
    expect(refunds.map((r) => [r.key, r.amountCents])).toEqual([[`${order.id}:refund-1`, 50_000]]);
    expect(payment).toMatchObject({ status: "captured", refundedCents: 50_000 });
    expect((await f.audit(order.id)).at(-1)).toMatchObject({
      action: "refund",
      actorEmail: admin.email,
      before: { status: "delivered", refunded: 0 },
      after: { status: "delivered", refunded: 50_000, note: SCRATCHED },
    });

    // The shopper reads it on the order's page and by mail.
    const seen = orderDetailsSchema.parse((await f.get(shopper, `/api/orders/${order.id}`)).json());
    expect(seen).toMatchObject({ status: "delivered", refunded: 50_000 });
    expect(seen.timeline.at(-1)).toMatchObject({ refunded: 50_000, note: SCRATCHED });
    const mail = await inbox.waitFor(mailTo(shopper.email, /^A refund on your Hogar order \w{8}$/));
    expect(mail.text).toContain(`We refunded ${formatMoney(50_000)} to your Visa ending in 4242.`);
    expect(mail.text).toContain(SCRATCHED);
  });

  it("numbers each refund's key, and refuses more than is left with the amount left", async () => {
    const { order, total } = await shippedOrder({ delivered: true });
    expect((await refund(admin, order.id, { amountCents: 10_000, note: "Late delivery" })).statusCode).toBe(
      200,
    );
    expect((await refund(admin, order.id, { amountCents: 20_000, note: "Missing screws" })).statusCode).toBe(
      200,
    );
    const eventsBefore = (await f.events(order.id)).length;

    const left = total - 30_000;
    const tooMuch = await refund(admin, order.id, { amountCents: left + 1, note: "Goodwill" });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(`You can refund at most ${formatMoney(left)} on this order.`);
    expect(await f.events(order.id)).toHaveLength(eventsBefore);
    expect(await f.row(order.id)).toMatchObject({ refundedCents: 30_000, changeClaimedAt: null });

    const rest = adminOrderSchema.parse(
      (await refund(admin, order.id, { amountCents: left, note: "Goodwill" })).json(),
    );
    expect(rest).toMatchObject({ refunded: total, staffRefundable: 0 });
    const { payment, refunds } = await f.ledger(order.id);
    expect(refunds.map((r) => [r.key, r.amountCents])).toEqual([
      [`${order.id}:refund-1`, 10_000],
      [`${order.id}:refund-2`, 20_000],
      [`${order.id}:refund-3`, left],
    ]);
    expect(payment).toMatchObject({ status: "refunded", refundedCents: total });

    const more = await refund(admin, order.id, { amountCents: 1, note: "Goodwill" });
    expect(more.statusCode).toBe(400);
    expect(more.json().message).toBe("This order is already refunded in full.");
  });

  it("refunds all of a shipped order whose parcel was lost, and it can still be delivered", async () => {
    const { order, total } = await shippedOrder();
    const response = await refund(admin, order.id, {
      amountCents: total,
      note: "The carrier lost the parcel.",
    });
    expect(adminOrderSchema.parse(response.json())).toMatchObject({ status: "shipped", refunded: total });
    expect((await f.post(admin, `/api/admin/orders/${order.id}/deliver`)).statusCode).toBe(200);
  });
});

describe("a staff refund that cannot be made changes nothing", () => {
  it("is refused for a paid order not yet shipped: it is cancelled instead", async () => {
    const { order } = await f.paidOrder();
    const eventsBefore = (await f.events(order.id)).length;
    const response = await refund(admin, order.id, { amountCents: 1_000, note: SCRATCHED });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      status: "paid",
      message:
        "Only an order that has left the shop (shipped, delivered or returned) can be refunded in part. Cancel a paid order instead: its total is refunded.",
    });
    await expectUnchanged(order.id, eventsBefore);
    expect(
      adminOrderSchema.parse((await f.get(admin, `/api/admin/orders/${order.id}`)).json()),
    ).toMatchObject({
      staffRefundable: null,
    });
  });

  it("answers 400 with a readable message for an amount or reason that is not right", async () => {
    const { order } = await shippedOrder();
    const eventsBefore = (await f.events(order.id)).length;
    const cases: [object, string][] = [
      [{ amountCents: 0, note: SCRATCHED }, "Enter an amount of at least $0.01"],
      [{ amountCents: -500, note: SCRATCHED }, "Enter an amount of at least $0.01"],
      [{ amountCents: 10.5, note: SCRATCHED }, "Enter an amount of at least $0.01"],
      [{ note: SCRATCHED }, "Enter an amount of at least $0.01"],
      [{ amountCents: 1_000, note: " a " }, "Write a reason of at least 3 characters"],
    ];
    for (const [body, message] of cases) {
      const response = await refund(admin, order.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    await expectUnchanged(order.id, eventsBefore);
  });

  it("is for staff only, on an order that exists", async () => {
    const { shopper, order } = await shippedOrder();
    const eventsBefore = (await f.events(order.id)).length;
    expect((await refund(shopper, order.id, { amountCents: 1_000, note: SCRATCHED })).statusCode).toBe(403);
    expect((await refund(null, order.id, { amountCents: 1_000, note: SCRATCHED })).statusCode).toBe(401);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await refund(admin, unknown, { amountCents: 1_000, note: SCRATCHED })).statusCode).toBe(404);
    await expectUnchanged(order.id, eventsBefore);
  });

  it("pays out once when two staff members refund all that is left at the same moment", async () => {
    const { order, total } = await shippedOrder();
    const answers = await Promise.all([
      refund(admin, order.id, { amountCents: total, note: "The carrier lost the parcel." }),
      refund(admin, order.id, { amountCents: total, note: "Lost in transit." }),
    ]);
    // The second finds the order held (409) or, once the first finished, nothing left (400).
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([400, 409]).toContain(statuses[1]);
    const { payment, refunds } = await f.ledger(order.id);
    expect(refunds.map((r) => [r.key, r.amountCents])).toEqual([[`${order.id}:refund-1`, total]]);
    expect(payment.refundedCents).toBe(total);
    expect(await f.row(order.id)).toMatchObject({ refundedCents: total, changeClaimedAt: null });
  });

  it("pays out once when the same refund is sent twice, each saying what was refunded when it was chosen", async () => {
    const { order, total } = await shippedOrder({ delivered: true });
    const chosen = { amountCents: 50_000, note: SCRATCHED, refundedCents: 0 };
    expect((await refund(admin, order.id, chosen)).statusCode).toBe(200);
    const eventsAfterFirst = (await f.events(order.id)).length;

    // A double click, or a second tab that still showed nothing refunded.
    const again = await refund(admin, order.id, chosen);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "conflict",
      status: "delivered",
      message: `This order's refunds changed since you chose the amount: ${formatMoney(50_000)} is refunded now. Check what is left before refunding again.`,
    });
    const { refunds } = await f.ledger(order.id);
    expect(refunds.map((r) => r.amountCents)).toEqual([50_000]);
    expect(await f.row(order.id)).toMatchObject({ refundedCents: 50_000, changeClaimedAt: null });
    expect(await f.events(order.id)).toHaveLength(eventsAfterFirst);

    // Chosen again on the page as it is now, it is a second refund.
    const second = await refund(admin, order.id, { ...chosen, refundedCents: 50_000 });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ refunded: 100_000, staffRefundable: total - 100_000 });
  });

  it("answers 422 with the bank's reason when the refund is refused, and lets the order go", async () => {
    const { order } = await shippedOrder({ card: REFUSES_REFUNDS });
    const eventsBefore = (await f.events(order.id)).length;
    for (const attempt of [1, 2]) {
      const response = await refund(admin, order.id, { amountCents: 1_000, note: SCRATCHED });
      expect(response.statusCode, `attempt ${attempt}`).toBe(422);
    }
    await expectUnchanged(order.id, eventsBefore);
    expect((await f.post(admin, `/api/admin/orders/${order.id}/deliver`)).statusCode).toBe(200);
  });
});

describe("a staff refund that did not finish", () => {
  it("holds the order until it is made again, which sends the same key and records what was paid once", async () => {
    const { order } = await shippedOrder();
    // A refund whose request died after the provider gave the money back: its claim is stale.
    const { paymentId } = await f.row(order.id);
    if (!paymentId) throw new Error("a paid order has a payment");
    const sandbox = createSandboxProvider(t.database.db, t.config.payments);
    await sandbox.refund({ paymentId, amountCents: 5_000, key: `${order.id}:refund-1` });
    await t.database.db
      .update(orders)
      .set({ changeClaimedAt: sql`now() - interval '10 minutes'`, changeClaimRefundCents: 5_000 })
      .where(eq(orders.id, order.id));

    // The back office warns of it, with the amount a refund made again gives back.
    const held = adminOrderSchema.parse((await f.get(admin, `/api/admin/orders/${order.id}`)).json());
    expect(held.unfinishedRefund).toBe(5_000);
    const deliver = await f.post(admin, `/api/admin/orders/${order.id}/deliver`);
    expect(deliver.statusCode).toBe(409);
    expect(deliver.json().message).toBe(
      "A refund of this order did not finish. Refund it again to finish it.",
    );

    // Made again with another amount typed: the key goes with the amount its claim recorded, which
    // is what went back (a provider refuses one key with two amounts).
    const again = await refund(admin, order.id, { amountCents: 7_000, note: SCRATCHED });
    expect(again.statusCode).toBe(200);
    const finished = adminOrderSchema.parse(again.json());
    expect(finished.timeline.at(-1)).toMatchObject({ refunded: 5_000 });
    expect(finished.unfinishedRefund).toBeNull();
    expect((await f.ledger(order.id)).refunds.map((r) => [r.key, r.amountCents])).toEqual([
      [`${order.id}:refund-1`, 5_000],
    ]);
    expect(await f.row(order.id)).toMatchObject({ refundedCents: 5_000, changeClaimedAt: null });
  });
  it("tells its shopper the order is being changed, not how staff finish it", async () => {
    const { shopper, order, products } = await shippedOrder({ delivered: true });
    await t.database.db
      .update(orders)
      .set({ changeClaimedAt: sql`now() - interval '10 minutes'`, changeClaimRefundCents: 5_000 })
      .where(eq(orders.id, order.id));
    const asked = await f.post(shopper, `/api/orders/${order.id}/return`, {
      lines: [{ productId: products[0]?.id, quantity: 1 }],
      reason: "It does not fit the room.",
    });
    expect(asked.statusCode).toBe(409);
    expect(asked.json().message).toBe(BEING_CHANGED());
  });
});

describe("a return approved after a staff refund", () => {
  it("refunds the returned lines only up to what is left", async () => {
    const { shopper, order, products, total } = await shippedOrder({ delivered: true });
    const [lamp] = products;
    if (!lamp) throw new Error("one product");
    // All but $100 already given back: the lamp's $2,500 cannot all come back again.
    await refund(admin, order.id, { amountCents: total - 10_000, note: SCRATCHED });
    const asked = await f.post(shopper, `/api/orders/${order.id}/return`, {
      lines: [{ productId: lamp.id, quantity: 1 }],
      reason: "It does not fit the room.",
    });
    expect(asked.statusCode).toBe(201);
    const waiting = adminOrderSchema.parse((await f.get(admin, `/api/admin/orders/${order.id}`)).json());
    expect(waiting.returnRefundDue).toBe(10_000);

    const approved = await f.post(admin, `/api/admin/orders/${order.id}/approve-return`);
    expect(approved.statusCode).toBe(200);
    expect(adminOrderSchema.parse(approved.json())).toMatchObject({ status: "returned", refunded: total });
    expect((await f.ledger(order.id)).payment).toMatchObject({ status: "refunded", refundedCents: total });
  });

  it("refunds the amount staff give, for an item partly refunded already, and never more than the lines cost", async () => {
    const { shopper, order, products } = await shippedOrder({ delivered: true });
    // A dented lamp, partly refunded; then the shopper returns it all the same. What is left of the
    // $2,599 total is $1,098.50, all the lines may bring back.
    await refund(admin, order.id, { amountCents: 150_050, note: SCRATCHED });
    await f.post(shopper, `/api/orders/${order.id}/return`, {
      lines: [{ productId: products[0]?.id, quantity: 1 }],
      reason: "It does not fit the room.",
    });
    const approve = (body: object) => f.post(admin, `/api/admin/orders/${order.id}/approve-return`, body);
    const eventsBefore = (await f.events(order.id)).length;

    const tooMuch = await approve({ amountCents: 109_851 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe("You can refund at most $1,098.50 MXN for the returned products.");
    const negative = await approve({ amountCents: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toMatch(/Enter an amount of \$0\.00 or more/);
    expect(await f.row(order.id)).toMatchObject({
      status: "return_requested",
      refundedCents: 150_050,
      changeClaimedAt: null,
    });
    expect(await f.events(order.id)).toHaveLength(eventsBefore);

    // Less than the products cost needs a note the shopper reads.
    const noNote = await approve({ amountCents: 99_950 });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().fields).toEqual({ note: "Write a reason of at least 3 characters" });
    const dent = "We refunded $1,500.50 for the dent before; this is the rest of the lamp.";
    const approved = await approve({ amountCents: 99_950, note: dent });
    expect(approved.statusCode).toBe(200);
    expect(adminOrderSchema.parse(approved.json())).toMatchObject({ status: "returned", refunded: 250_000 });
    expect((await f.ledger(order.id)).refunds.map((r) => [r.key, r.amountCents])).toEqual([
      [`${order.id}:refund-1`, 150_050],
      [`${order.id}:return`, 99_950],
    ]);
    expect(await f.returnRequest(order.id)).toMatchObject({ status: "approved", refundCents: 99_950 });
    const mail = await inbox.waitFor(
      mailTo(shopper.email, /^Your return for Hogar order \w{8} is approved$/),
    );
    expect(mail.text).toContain("$999.50 MXN");
    expect(mail.text).toContain(dent);
    expect(adminOrderSchema.parse(approved.json()).returnRequest?.decisionNote).toBe(dent);
  });

  it("works the amount out again when an approval left unfinished had recorded nothing: the provider never heard of it", async () => {
    const { shopper, order, products } = await shippedOrder({ delivered: true });
    await f.post(shopper, `/api/orders/${order.id}/return`, {
      lines: [{ productId: products[0]?.id, quantity: 1 }],
      reason: "It does not fit the room.",
    });
    await t.database.db
      .update(orders)
      .set({ changeClaimedAt: sql`now() - interval '10 minutes'`, changeClaimRefundCents: 0 })
      .where(eq(orders.id, order.id));
    const held = adminOrderSchema.parse((await f.get(admin, `/api/admin/orders/${order.id}`)).json());
    expect(held.unfinishedRefund).toBeNull();

    const approved = await f.post(admin, `/api/admin/orders/${order.id}/approve-return`, {});
    expect(adminOrderSchema.parse(approved.json())).toMatchObject({ status: "returned", refunded: 250_000 });
    expect((await f.ledger(order.id)).refunds.map((r) => [r.key, r.amountCents])).toEqual([
      [`${order.id}:return`, 250_000],
    ]);
  });

  it("is refunded in full when nothing was refunded before: less answers 400 and changes nothing", async () => {
    const { shopper, order, products } = await shippedOrder({ delivered: true });
    await f.post(shopper, `/api/orders/${order.id}/return`, {
      lines: [{ productId: products[0]?.id, quantity: 1 }],
      reason: "It does not fit the room.",
    });
    const less = await f.post(admin, `/api/admin/orders/${order.id}/approve-return`, {
      amountCents: 100_000,
      note: "The box was opened.",
    });
    expect(less.statusCode).toBe(400);
    expect(less.json().message).toBe(
      "A return is refunded in full ($2,500.00 MXN); less only once part of the order was refunded before.",
    );
    expect(await f.row(order.id)).toMatchObject({ status: "return_requested", refundedCents: 0 });
    // The full amount, said as a number, is fine.
    const full = await f.post(admin, `/api/admin/orders/${order.id}/approve-return`, {
      amountCents: 250_000,
    });
    expect(adminOrderSchema.parse(full.json())).toMatchObject({ status: "returned", refunded: 250_000 });
  });

  it("may refund nothing more after a refund made before, and its mail does not say all was refunded", async () => {
    const { shopper, order, products } = await shippedOrder({ delivered: true });
    await refund(admin, order.id, { amountCents: 250_000, note: SCRATCHED });
    await f.post(shopper, `/api/orders/${order.id}/return`, {
      lines: [{ productId: products[0]?.id, quantity: 1 }],
      reason: "It does not fit the room.",
    });
    const note = "The lamp's price was refunded before, when it arrived broken.";
    const approved = await f.post(admin, `/api/admin/orders/${order.id}/approve-return`, {
      amountCents: 0,
      note,
    });
    expect(adminOrderSchema.parse(approved.json())).toMatchObject({ status: "returned", refunded: 250_000 });
    expect(await f.returnRequest(order.id)).toMatchObject({ status: "approved", refundCents: 0 });
    const mail = await inbox.waitFor(
      mailTo(shopper.email, /^Your return for Hogar order \w{8} is approved$/),
    );
    expect(mail.text).toContain(
      "Nothing more is refunded for them, as part of your order was refunded before.",
    );
    expect(mail.text).not.toContain("already refunded in full");
    expect(mail.text).toContain(note);
  });

  it("refunds nothing more once all was given back, and its mail says so", async () => {
    const { shopper, order, products, total } = await shippedOrder({ delivered: true });
    await refund(admin, order.id, { amountCents: total, note: SCRATCHED });
    await f.post(shopper, `/api/orders/${order.id}/return`, {
      lines: [{ productId: products[0]?.id, quantity: 1 }],
      reason: "It does not fit the room.",
    });
    const approved = await f.post(admin, `/api/admin/orders/${order.id}/approve-return`);
    expect(adminOrderSchema.parse(approved.json())).toMatchObject({ status: "returned", refunded: total });
    expect((await f.ledger(order.id)).refunds).toHaveLength(1);
    const mail = await inbox.waitFor(
      mailTo(shopper.email, /^Your return for Hogar order \w{8} is approved$/),
    );
    expect(mail.text).toContain("Your order was already refunded in full, so nothing more is refunded.");
    expect(mail.text).not.toContain("$0.00");
  });
});

describe("a staff refund of a returned order", () => {
  it("is numbered among staff refunds only: the return's refund has a key of its own", async () => {
    const { shopper, order, products, total } = await shippedOrder({ delivered: true });
    await f.post(shopper, `/api/orders/${order.id}/return`, {
      lines: [{ productId: products[0]?.id, quantity: 1 }],
      reason: "It does not fit the room.",
    });
    await f.post(admin, `/api/admin/orders/${order.id}/approve-return`);
    // The lamp came back; the shipping was not refunded, and staff give it back as goodwill.
    const response = await refund(admin, order.id, {
      amountCents: total - 250_000,
      note: "The shipping, too.",
    });
    expect(adminOrderSchema.parse(response.json())).toMatchObject({ status: "returned", refunded: total });
    expect((await f.ledger(order.id)).refunds.map((r) => [r.key, r.amountCents])).toEqual([
      [`${order.id}:return`, 250_000],
      [`${order.id}:refund-1`, total - 250_000],
    ]);
  });
});

describe("a paid order whose card's bank refuses the refund", () => {
  const cancel = (orderId: string, body: object) =>
    f.post(admin, `/api/admin/orders/${orderId}/cancel`, body);
  const BY_SPEI = "Refunded by SPEI transfer, tracking key 2026120212345";

  it("is cancelled with the money given back another way: recorded, not asked of the provider", async () => {
    const buyer = await f.shopper(REFUSES_REFUNDS);
    const { shopper, order, products } = await f.paidOrder(
      [{ priceCents: 100_000, quantity: 2, stock: 5 }],
      buyer,
    );
    expect((await cancel(order.id, { note: "Out of stock" })).statusCode).toBe(422);
    expect(await f.stockOf(products[0]?.id ?? "")).toBe(3);

    const response = await cancel(order.id, { note: BY_SPEI, refundedOutside: true });
    expect(response.statusCode).toBe(200);
    expect(adminOrderSchema.parse(response.json())).toMatchObject({
      status: "cancelled",
      refunded: order.total,
    });
    expect((await f.ledger(order.id)).refunds).toEqual([]);
    expect(await f.stockOf(products[0]?.id ?? "")).toBe(5);
    expect((await f.audit(order.id)).at(-1)).toMatchObject({
      action: "cancel",
      after: { status: "cancelled", refunded: order.total, note: BY_SPEI, refundedOutside: true },
    });
    const mail = await inbox.waitFor(mailTo(shopper.email, /^Your Hogar order \w{8} is cancelled$/));
    expect(mail.text).toContain(`we refunded you ${formatMoney(order.total)} by other means`);
    expect(mail.text).toContain(BY_SPEI);
    expect(mail.text).not.toContain("to your Visa");
  });

  it("is refused while a cancellation through the provider did not finish: its money may be back already", async () => {
    const { order } = await f.paidOrder();
    await t.database.db
      .update(orders)
      .set({ changeClaimedAt: sql`now() - interval '10 minutes'`, changeClaimRefundCents: order.total })
      .where(eq(orders.id, order.id));
    const response = await cancel(order.id, { note: BY_SPEI, refundedOutside: true });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      "A cancellation of this order did not finish. Cancel it again to finish it.",
    );
    expect(await f.row(order.id)).toMatchObject({ status: "paid", refundedCents: 0 });
  });

  it("is refused when the provider already gave part of the payment back: it may be on its way to the card", async () => {
    const { order } = await f.paidOrder();
    const { paymentId } = await f.row(order.id);
    if (!paymentId) throw new Error("a paid order has a payment");
    // A cancellation that refunded and then died, its claim already let go by hand.
    await createSandboxProvider(t.database.db, t.config.payments).refund({
      paymentId,
      amountCents: 1_000,
      key: `${order.id}:cancel`,
    });
    const response = await cancel(order.id, { note: BY_SPEI, refundedOutside: true });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      "The payment provider has already given back part of this order's payment, or holds none for it. Cancel it as usual, through the provider.",
    );
    expect(await f.row(order.id)).toMatchObject({ status: "paid", refundedCents: 0 });
  });

  it("is only for an order paid by card", async () => {
    const { order } = await f.paidOrder();
    await t.database.db.update(orders).set({ paymentMethod: "spei" }).where(eq(orders.id, order.id));
    const response = await cancel(order.id, { note: BY_SPEI, refundedOutside: true });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      "Only an order paid by card can be recorded as refunded another way. Cancel this one as usual.",
    );
    expect(await f.row(order.id)).toMatchObject({ status: "paid", refundedCents: 0 });
  });

  it("answers 400 to a refundedOutside that is not true or false", async () => {
    const { order } = await f.paidOrder();
    const response = await cancel(order.id, { note: BY_SPEI, refundedOutside: "yes" });
    expect(response.statusCode).toBe(400);
    expect(await f.row(order.id)).toMatchObject({ status: "paid", refundedCents: 0 });
  });
});
