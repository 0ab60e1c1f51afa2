import { type AdminOrderRow, BACK_OFFICE_PAGE_SIZE, type OrderStatus, orderNumber } from "@hogar/shared";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, users } from "../src/db/schema/index.ts";
import { createAdminOrdersService } from "../src/modules/back-office/admin-orders.service.ts";
import { type CheckoutShopper, createCheckoutShopper, placeOrder } from "./helpers/checkout-shopper.ts";
import { createUser, type TestUser } from "./helpers/factories.ts";
import { placePayLaterOrder } from "./helpers/payment-webhooks.ts";
import { createProduct } from "./helpers/product-factory.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

/** The back office's order table and home figures (docs/product.md 75). */
let t: TestApp;
let admin: TestUser;
let regular: TestUser;
let productId: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { name: "Olga Admin" });
  // The role is read from the database on every request.
  await t.database.db.update(users).set({ role: "ADMIN" }).where(eq(users.id, admin.id));
  regular = await createUser(t.app);
  productId = (await createProduct(t.database.db, { priceCents: 120_000, stock: 100_000 })).id;
});
afterAll(() => t.close());

/** Places `count` paid orders for `shopper` through the API, oldest first. */
async function placeOrders(shopper: CheckoutShopper, count: number, quantity = 1): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const response = await placeOrder(t.app, shopper, { source: "product", productId, quantity });
    expect(response.statusCode).toBe(201);
    expect(response.json().status).toBe("paid");
    ids.push(response.json().id);
  }
  return ids;
}

/** Statuses the lifecycle's own routes set (tested with them); set directly here to fill the table. */
async function setOrder(
  id: string,
  changes: { status?: OrderStatus; createdAt?: Date; refundedCents?: number },
) {
  await t.database.db.update(orders).set(changes).where(eq(orders.id, id));
}

function list(query: string, user: TestUser | null = admin) {
  return t.app.inject({
    url: `/api/admin/orders${query ? `?${query}` : ""}`,
    headers: user ? { cookie: user.cookie } : {},
  });
}

/** Every row of every page, following the Link header. */
async function allPages(query: string): Promise<{ pages: AdminOrderRow[][]; links: string[] }> {
  const pages: AdminOrderRow[][] = [];
  const links: string[] = [];
  let url: string | undefined = `/api/admin/orders?${query}`;
  while (url) {
    const response = await t.app.inject({ url, headers: { cookie: admin.cookie } });
    expect(response.statusCode).toBe(200);
    pages.push(response.json());
    const link = response.headers.link as string | undefined;
    if (link) links.push(link);
    url = link ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;
  }
  return { pages, links };
}

describe("who may use them", () => {
  it("answers 401 signed out and 403 to a regular shopper", async () => {
    for (const url of ["/api/admin/orders", "/api/admin/summary"]) {
      const anonymous = await t.app.inject({ url });
      expect(anonymous.statusCode).toBe(401);
      const shopper = await t.app.inject({ url, headers: { cookie: regular.cookie } });
      expect(shopper.statusCode).toBe(403);
      expect(shopper.json().message).toBe("Only admins may use the back office");
    }
  });
});

describe("the orders table", () => {
  it("lists 25 a page, newest first, the next page by the Link header, ties broken by id", async () => {
    const shopper = await createCheckoutShopper(t.app);
    const ids = await placeOrders(shopper, BACK_OFFICE_PAGE_SIZE + 3);
    // Several orders at the same instant: the cursor's id keeps each on exactly one page.
    const instants = [new Date("2025-01-10T18:00:00Z"), new Date("2025-01-11T18:00:00Z")];
    for (const [n, id] of ids.entries()) await setOrder(id, { createdAt: instants[n % 2] as Date });

    const { pages, links } = await allPages(`q=${encodeURIComponent(shopper.email)}`);
    expect(pages.map((p) => p.length)).toEqual([BACK_OFFICE_PAGE_SIZE, 3]);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^<\/api\/admin\/orders\?q=[^&]+&cursor=[\w-]+>; rel="next"$/);
    const expected = [...ids].sort((a, b) => {
      const at = (id: string) => (instants[ids.indexOf(id) % 2] as Date).getTime();
      return at(b) - at(a) || (a < b ? 1 : -1);
    });
    expect(pages.flat().map((row) => row.id)).toEqual(expected);
  });

  it("shows each order's status, date, shopper, total and number of items", async () => {
    const shopper = await createCheckoutShopper(t.app);
    const [id] = await placeOrders(shopper, 1, 3);
    const response = await list(`q=${encodeURIComponent(shopper.email)}`);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual([
      {
        id,
        status: "paid",
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        shopperEmail: shopper.email,
        // 3 x $1,200.00 and shipping: the subtotal is under the free shipping threshold.
        total: 3 * 120_000 + 9_900,
        refunded: 0,
        items: 3,
        paymentMethod: "card",
        installments: 1,
      },
    ]);
    // What a cancellation or a return gives back shows beside the total.
    await t.app.inject({
      method: "POST",
      url: `/api/orders/${id}/cancel`,
      headers: { cookie: shopper.cookie },
      payload: {},
    });
    const [cancelled] = (await list(`q=${encodeURIComponent(shopper.email)}`)).json();
    expect(cancelled).toMatchObject({ status: "cancelled", refunded: 3 * 120_000 + 9_900 });
  });

  it("shows how each order is paid: a card with its meses-sin-intereses plan, OXXO (docs/product.md 85)", async () => {
    const shopper = await createCheckoutShopper(t.app);
    // 3 x $1,200.00 and shipping passes the 3-month plan's $3,000.
    const card = await placeOrder(t.app, shopper, {
      source: "product",
      productId,
      quantity: 3,
      installments: 3,
    });
    expect(card.statusCode).toBe(201);
    const { order: oxxo } = await placePayLaterOrder(t, shopper, "oxxo");

    const rows = (await list(`q=${encodeURIComponent(shopper.email)}`)).json() as AdminOrderRow[];
    expect(
      rows.map(({ id, status, paymentMethod, installments }) => ({
        id,
        status,
        paymentMethod,
        installments,
      })),
    ).toEqual([
      { id: oxxo.id, status: "awaiting_payment", paymentMethod: "oxxo", installments: 1 },
      { id: card.json().id, status: "paid", paymentMethod: "card", installments: 3 },
    ]);
  });

  it("filters by status", async () => {
    const shopper = await createCheckoutShopper(t.app);
    const [shipped, delivered, paid] = await placeOrders(shopper, 3);
    await setOrder(shipped as string, { status: "shipped" });
    await setOrder(delivered as string, { status: "delivered" });
    const ofStatus = async (status: string) =>
      (await list(`status=${status}&q=${encodeURIComponent(shopper.email)}`))
        .json()
        .map((r: AdminOrderRow) => r.id);
    expect(await ofStatus("shipped")).toEqual([shipped]);
    expect(await ofStatus("delivered")).toEqual([delivered]);
    expect(await ofStatus("paid")).toEqual([paid]);
    expect(await ofStatus("cancelled")).toEqual([]);
  });

  it("filters by days in Mexico City, both ends included, summer time of past years too", async () => {
    const shopper = await createCheckoutShopper(t.app);
    const ids = await placeOrders(shopper, 6);
    const at = {
      // 2024-03-08 23:59:59.999 in Mexico City (UTC-6)
      lateOn8th: new Date("2024-03-09T05:59:59.999Z"),
      startOf9th: new Date("2024-03-09T06:00:00.000Z"),
      lateOn9th: new Date("2024-03-10T05:59:59.999Z"),
      startOf10th: new Date("2024-03-10T06:00:00.000Z"),
      // Mexico City kept summer time (UTC-5) until 2022.
      lateOnJune30th2021: new Date("2021-07-01T04:59:59.999Z"),
      startOfJuly1st2021: new Date("2021-07-01T05:00:00.000Z"),
    };
    const byName = Object.fromEntries(Object.keys(at).map((name, n) => [name, ids[n] as string]));
    for (const [name, instant] of Object.entries(at))
      await setOrder(byName[name] as string, { createdAt: instant });
    const between = async (range: string) =>
      (await list(`${range}&q=${encodeURIComponent(shopper.email)}`)).json().map((r: AdminOrderRow) => r.id);

    expect(await between("from=2024-03-09&to=2024-03-09")).toEqual([byName.lateOn9th, byName.startOf9th]);
    expect(await between("from=2024-03-09")).toEqual([
      byName.startOf10th,
      byName.lateOn9th,
      byName.startOf9th,
    ]);
    expect(await between("to=2024-03-08")).toEqual([
      byName.lateOn8th,
      byName.startOfJuly1st2021,
      byName.lateOnJune30th2021,
    ]);
    expect(await between("from=2021-07-01&to=2021-07-01")).toEqual([byName.startOfJuly1st2021]);
    expect(await between("from=2021-06-30&to=2021-06-30")).toEqual([byName.lateOnJune30th2021]);
  });

  it("finds an order by its number, as shoppers read it, in any case or with its #", async () => {
    const shopper = await createCheckoutShopper(t.app);
    const [id] = await placeOrders(shopper, 2);
    const number = orderNumber({ id: id as string });
    for (const q of [number, number.toUpperCase(), `#${number}`, id as string, number.slice(0, 6)]) {
      const rows = (await list(`q=${encodeURIComponent(q)}`)).json() as AdminOrderRow[];
      expect(rows.map((r) => r.id)).toContain(id);
      expect(
        rows.every((r) =>
          r.id.replaceAll("-", "").startsWith(q.replace("#", "").replaceAll("-", "").toLowerCase()),
        ),
      ).toBe(true);
    }
  });

  it("finds orders by part of the shopper's e-mail, in any case, with LIKE wildcards taken literally", async () => {
    const shopper = await createCheckoutShopper(t.app);
    const [id] = await placeOrders(shopper, 1);
    const local = shopper.email.split("@")[0] as string;
    const rows = (await list(`q=${encodeURIComponent(local.slice(4, 20).toUpperCase())}`)).json();
    expect(rows.map((r: AdminOrderRow) => r.id)).toEqual([id]);
    // No e-mail holds a % or _: escaped, they match nothing (unescaped, they would match every order).
    expect((await list("q=%25")).json()).toEqual([]);
    expect((await list("q=_")).json()).toEqual([]);
    expect((await list(`q=${encodeURIComponent("shopper-%@example.com")}`)).json()).toEqual([]);
  });

  it("keeps an order whose shopper deleted the account, without an e-mail", async () => {
    const shopper = await createCheckoutShopper(t.app);
    const [id] = await placeOrders(shopper, 1);
    await t.database.db
      .update(orders)
      .set({ userId: null })
      .where(eq(orders.id, id as string));
    const rows = (await list(`q=${orderNumber({ id: id as string })}`)).json();
    expect(rows).toEqual([expect.objectContaining({ id, shopperEmail: null })]);
  });

  it.each([
    ["status=lost", "status must be one of"],
    ["from=2024-02-30", "from must be a date written yyyy-mm-dd"],
    ["to=10/03/2024", "to must be a date written yyyy-mm-dd"],
    ["from=2024-03-10&to=2024-03-09", "from must not be after to"],
    ["cursor=bm90LW91cnM", "cursor must be the value a previous page gave"],
    ["cursor=abc%25", "cursor must be the value a previous page gave"],
    ["page=2", ""],
  ])("answers 400 to %s", async (query, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});

describe("the admin home's figures", () => {
  it("counts orders waiting to ship: the paid ones", async () => {
    const before = (
      await t.app.inject({ url: "/api/admin/summary", headers: { cookie: admin.cookie } })
    ).json();
    const shopper = await createCheckoutShopper(t.app);
    const [shipped] = await placeOrders(shopper, 3);
    await setOrder(shipped as string, { status: "shipped" });
    const after = await t.app.inject({ url: "/api/admin/summary", headers: { cookie: admin.cookie } });
    expect(after.statusCode).toBe(200);
    expect(after.json().waitingToShip - before.waitingToShip).toBe(2);
    const paid = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.status, "paid"));
    expect(after.json().waitingToShip).toBe(paid.length);
  });

  it("counts the returns waiting for an answer, and no longer once answered", async () => {
    const summary = async () =>
      (await t.app.inject({ url: "/api/admin/summary", headers: { cookie: admin.cookie } })).json();
    const before = await summary();
    const shopper = await createCheckoutShopper(t.app);
    const [asked, answered] = await placeOrders(shopper, 2);
    await setOrder(asked as string, { status: "return_requested" });
    await setOrder(answered as string, { status: "returned" });
    const after = await summary();
    expect(after.returnsToReview - before.returnsToReview).toBe(1);
    expect(after.waitingToShip - before.waitingToShip).toBe(0);
  });

  it("sums today's paid orders in Mexico City, less refunds, cancelled and unpaid ones left out", async () => {
    const shopper = await createCheckoutShopper(t.app);
    const ids = await placeOrders(shopper, 8);
    const total = 120_000 + 9_900;
    // Noon of 15 May 2023 in Mexico City (UTC-6).
    const now = new Date("2023-05-15T18:00:00Z");
    const day = [
      { status: "paid", createdAt: new Date("2023-05-15T06:00:00.000Z") }, // midnight: counted
      { status: "shipped", createdAt: new Date("2023-05-16T05:59:59.999Z") }, // last instant: counted
      { status: "delivered", createdAt: new Date("2023-05-15T17:00:00Z") }, // counted
      { status: "returned", createdAt: new Date("2023-05-15T17:00:00Z"), refundedCents: 50_000 }, // less the refund
      { status: "cancelled", createdAt: new Date("2023-05-15T17:00:00Z"), refundedCents: total }, // refunded in full
      { status: "placed", createdAt: new Date("2023-05-15T17:00:00Z") }, // not paid
      { status: "paid", createdAt: new Date("2023-05-15T05:59:59.999Z") }, // the day before
      { status: "paid", createdAt: new Date("2023-05-16T06:00:00.000Z") }, // the day after
    ] as const;
    for (const [n, changes] of day.entries()) await setOrder(ids[n] as string, changes);
    const summary = await createAdminOrdersService(t.database.db).summary(now);
    expect(summary).toMatchObject({ ordersToday: 4, salesToday: 4 * total - 50_000 });
    // Gone before the settler could take the "placed" one for a lost request.
    await t.database.db.delete(orders).where(inArray(orders.id, ids));
  });
});
