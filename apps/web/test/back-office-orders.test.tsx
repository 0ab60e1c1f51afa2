import type { AdminOrder, AdminOrderRow, Me } from "@hogar/shared";
import { getLocale, overwriteGetLocale } from "@hogar/shared/i18n-runtime";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Component as AdminHomeRoute } from "../src/app/routes/admin/admin-home.tsx";
import { Component as AdminOrdersRoute } from "../src/app/routes/admin/admin-orders.tsx";
import { OrderPage } from "../src/features/back-office/components/order-page.tsx";
import { OrdersPage } from "../src/features/back-office/components/orders-page.tsx";
import { typedCents } from "../src/features/back-office/components/typed-cents.ts";
import { change } from "./helpers/change.ts";
import { json, later, refusal, type SentRequest, stubFetch } from "./helpers/fake-api.ts";
import { fakeAdminOrder, fakeOrderDetails } from "./helpers/fake-orders.ts";
import { address, renderSignedInAt, TEST_ADMIN } from "./helpers/render.tsx";

const SHOPPER: Me = { ...TEST_ADMIN, role: "REGULAR" };

/** `page` at `path`, signed in as `me`. */
const renderAt = (path: string, page: ReactNode, me?: Me) => renderSignedInAt(path, "*", page, me);

function row(n: number, overrides: Partial<AdminOrderRow> = {}): AdminOrderRow {
  return {
    id: `${String(n).repeat(8)}-0000-4000-8000-000000000000`,
    status: "paid",
    createdAt: "2026-05-02T18:00:00.000Z",
    shopperEmail: `shopper${n}@example.com`,
    total: 109_900,
    refunded: 0,
    items: 2,
    paymentMethod: "card",
    installments: 1,
    ...overrides,
  };
}

/** A page of rows as the server answers it: the next page's address in `Link`, none on the last. */
function page(rows: unknown[], next?: string): Response {
  const response = json(200, rows);
  if (next) response.headers.set("Link", `<${next}>; rel="next"`);
  return response;
}

const orderLinks = () =>
  within(screen.getByRole("table"))
    .getAllByRole("link")
    .map((link) => link.textContent);

describe("the back office's orders table", () => {
  it("reads its filters from the URL, asks the server with them, and shows them in the form", async () => {
    const sent = stubFetch(() => page([row(1)]));
    renderAt("/admin/orders?status=shipped&from=2026-05-01&to=2026-05-03&q=ana", <OrdersPage />);

    await screen.findByRole("link", { name: "11111111" });
    expect(sent.map((r) => r.path)).toEqual([
      "/api/admin/orders?status=shipped&from=2026-05-01&to=2026-05-03&q=ana",
    ]);
    expect(screen.getByLabelText("Status")).toHaveProperty("value", "shipped");
    expect(screen.getByLabelText("From")).toHaveProperty("value", "2026-05-01");
    expect(screen.getByLabelText("To")).toHaveProperty("value", "2026-05-03");
    expect(screen.getByLabelText("Order number or e-mail")).toHaveProperty("value", "ana");
    const table = screen.getByRole("table", { name: /Shipped orders from 01\/05\/2026 to 03\/05\/2026/ });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual(["Order", "Status", "Date", "Shopper", "Items", "Total", "Payment"]);
    expect(within(table).getByRole("link", { name: "11111111" }).getAttribute("href")).toBe(
      "/admin/orders/11111111-0000-4000-8000-000000000000",
    );
    expect(within(table).getByText("shopper1@example.com")).toBeTruthy();
    expect(within(table).getByText("$1,099.00 MXN")).toBeTruthy();
    expect(within(table).getByText("02/05/2026")).toBeTruthy();
  });

  it("says under the total what was refunded, so a partial return does not read as a full one", async () => {
    stubFetch(() => page([row(1), row(2, { status: "returned", total: 804_300, refunded: 229_700 })]));
    renderAt("/admin/orders", <OrdersPage />);
    await screen.findByRole("link", { name: "22222222" });
    const cells = within(screen.getByRole("table"))
      .getAllByRole("row")
      .slice(1)
      .map((tableRow) => within(tableRow).getAllByRole("cell")[4]?.textContent);
    expect(cells).toEqual(["$1,099.00 MXN", "$8,043.00 MXNRefunded: $2,297.00 MXN"]);
  });

  it("shows how each order is paid: card, card in meses sin intereses, OXXO, SPEI (docs/product.md 85)", async () => {
    stubFetch(() =>
      page([
        row(1),
        row(2, { installments: 12 }),
        row(3, { paymentMethod: "oxxo", status: "awaiting_payment" }),
        row(4, { paymentMethod: "spei", status: "awaiting_payment" }),
      ]),
    );
    renderAt("/admin/orders", <OrdersPage />);
    await screen.findByRole("link", { name: "11111111" });

    const table = screen.getByRole("table");
    const payment = within(table)
      .getAllByRole("columnheader")
      .findIndex((h) => h.textContent === "Payment");
    const cells = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((tr) => within(tr).getAllByRole("cell")[payment - 1]?.textContent);
    expect(cells).toEqual(["Card", "Card, 12 MSI", "OXXO", "SPEI"]);
  });

  it("puts applied filters in the URL and the request, and back shows the previous ones", async () => {
    const sent = stubFetch((request) =>
      request.path.includes("status=cancelled") ? page([row(2, { status: "cancelled" })]) : page([row(1)]),
    );
    renderAt("/admin/orders", <OrdersPage />);
    await screen.findByRole("link", { name: "11111111" });

    change(screen.getByLabelText("Status"), { target: { value: "cancelled" } });
    change(screen.getByLabelText("Order number or e-mail"), {
      target: { value: " ana@example.com " },
    });
    change(screen.getByLabelText("From"), { target: { value: "2026-05-01" } });
    // Nothing is asked until the filters are applied.
    expect(sent).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Filter" }));

    await screen.findByRole("link", { name: "22222222" });
    expect(address()).toBe("/admin/orders?status=cancelled&from=2026-05-01&q=ana%40example.com");
    expect(sent.map((r) => r.path)).toEqual([
      "/api/admin/orders",
      "/api/admin/orders?status=cancelled&from=2026-05-01&q=ana%40example.com",
    ]);

    fireEvent.click(screen.getByRole("button", { name: "Browser back" }));
    await screen.findByRole("link", { name: "11111111" });
    expect(address()).toBe("/admin/orders");
    // The form shows the filters in force again, not what was typed before.
    expect(screen.getByLabelText("Status")).toHaveProperty("value", "");
    expect(screen.getByLabelText("Order number or e-mail")).toHaveProperty("value", "");
  });

  it("finds the orders that used a promotion code, however it is typed, and says so in the caption", async () => {
    const sent = stubFetch(() => page([row(1)]));
    renderAt("/admin/orders", <OrdersPage />);
    await screen.findByRole("link", { name: "11111111" });

    change(screen.getByLabelText("Promotion code"), { target: { value: " buenfin26 " } });
    fireEvent.click(screen.getByRole("button", { name: "Filter" }));

    await waitFor(() => expect(address()).toBe("/admin/orders?code=BUENFIN26"));
    expect(sent.map((r) => r.path).at(-1)).toBe("/api/admin/orders?code=BUENFIN26");
    expect(
      await screen.findByRole("table", { name: "Orders with code BUENFIN26 (newest first)" }),
    ).toBeTruthy();
    expect(screen.getByLabelText("Promotion code")).toHaveProperty("value", "BUENFIN26");
  });

  it("refuses a range whose first day is after its last, without asking", async () => {
    const sent = stubFetch(() => page([row(1)]));
    renderAt("/admin/orders", <OrdersPage />);
    await screen.findByRole("link", { name: "11111111" });

    change(screen.getByLabelText("From"), { target: { value: "2026-05-09" } });
    change(screen.getByLabelText("To"), { target: { value: "2026-05-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Filter" }));

    expect((await screen.findByRole("alert")).textContent).toBe(
      "The first day must not be after the last day",
    );
    expect(screen.getByLabelText("From").getAttribute("aria-invalid")).toBe("true");
    expect(address()).toBe("/admin/orders");
    expect(sent).toHaveLength(1);
  });

  it("appends the next page on Load more, following the Link header, until the last", async () => {
    const NEXT = "/api/admin/orders?status=paid&cursor=b2xkZXI";
    const sent = stubFetch((request) =>
      request.path === NEXT ? page([row(1)]) : page([row(3), row(2)], NEXT),
    );
    renderAt("/admin/orders?status=paid", <OrdersPage />);
    await screen.findByRole("link", { name: "33333333" });
    expect(orderLinks()).toEqual(["33333333", "22222222"]);

    fireEvent.click(screen.getByRole("button", { name: "Load more" }));

    await screen.findByRole("link", { name: "11111111" });
    expect(orderLinks()).toEqual(["33333333", "22222222", "11111111"]);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    expect(sent.map((r) => r.path)).toEqual(["/api/admin/orders?status=paid", NEXT]);
  });

  it("says when no order matches", async () => {
    stubFetch(() => page([]));
    renderAt("/admin/orders?q=nobody", <OrdersPage />);
    expect(await screen.findByText("No orders match these filters.")).toBeTruthy();
  });
});

describe("the back office's home", () => {
  it("shows the orders waiting to ship, the returns to review and today's sales, from the orders placed today", async () => {
    stubFetch(() =>
      json(200, { waitingToShip: 3, returnsToReview: 1, salesToday: 1_234_500, ordersToday: 2 }),
    );
    renderAt("/admin", <AdminHomeRoute />);
    const sales = await screen.findByRole("region", { name: "Today's sales" });
    // docs/product.md 75: an order counts on the day it was placed, not the day it was paid.
    // Said as counted: only orders paid for, less what was refunded (docs/product.md 75).
    expect(sales.textContent).toContain("From 2 orders placed and paid today, less refunds.");
    expect(screen.getByRole("region", { name: "Waiting to ship" }).textContent).toContain("3 orders");
    const returns = screen.getByRole("region", { name: "Returns to review" });
    expect(returns.textContent).toContain("1 request");
    expect(
      within(returns).getByRole("link", { name: "See the returns to review" }).getAttribute("href"),
    ).toBe("/admin/orders?status=return_requested");
  });
});

describe("the back office's pages for someone who is not an admin", () => {
  it("say the page is not theirs and ask the server nothing", async () => {
    const sent = stubFetch(() => refusal(403, "Only admins may use the back office"));
    renderAt("/admin", <AdminHomeRoute />, SHOPPER);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("You don't have access to this page");
    expect(screen.getByText("Only the shop's administrators can use the back office.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the feed" }).getAttribute("href")).toBe("/feed");
    expect(sent).toEqual([]);
  });

  it("show an admin the page", async () => {
    stubFetch(() => page([row(1)]));
    renderAt("/admin/orders", <AdminOrdersRoute />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Orders");
    await screen.findByRole("link", { name: "11111111" });
  });
});

const ORDER_ID = "abcdef12-0000-4000-8000-000000000000";

function adminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return fakeAdminOrder(
    fakeOrderDetails({
      id: ORDER_ID,
      lines: [
        {
          productId: "00000000-0000-4000-8000-000000000001",
          name: "Oak chair",
          variantId: null,
          variantLabel: null,
          sku: null,
          price: 100_000,
          quantity: 1,
          lineTotal: 100_000,
          discount: 0,
          image: null,
        },
      ],
      deliveryDate: "03/05/2026",
      createdAt: "2026-05-02T18:00:00.000Z",
    }),
    { nextStatuses: ["shipped", "cancelled"], ...overrides },
  );
}

const ACTIONS = ["Mark shipped", "Mark delivered", "Cancel with refund", "Approve return", "Refuse return"];
const shownActions = () => ACTIONS.filter((name) => screen.queryByRole("button", { name }));

function renderOrder(order: AdminOrder, answer?: (request: SentRequest) => Response | Promise<Response>) {
  const sent = stubFetch((request) =>
    request.method === "GET" && request.path === `/api/admin/orders/${ORDER_ID}`
      ? json(200, order)
      : // The invoice panel's read (test/back-office-invoice.test.tsx shows an invoice).
        request.method === "GET" && request.path === `/api/admin/orders/${ORDER_ID}/invoice`
        ? json(200, { invoice: null })
        : (answer?.(request) ?? refusal(500, "unexpected")),
  );
  renderAt(`/admin/orders/${ORDER_ID}`, <OrderPage id={ORDER_ID} />);
  return sent;
}

describe("the back office's order page", () => {
  it("at an address holding the short number, says there is no such order and offers the orders' search", async () => {
    stubFetch(() => refusal(400, "params/id must be an order id"));
    renderAt("/admin/orders/abcdef12", <OrderPage id="abcdef12" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Order not found" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Try again/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Search the orders for abcdef12" }).getAttribute("href")).toBe(
      "/admin/orders?q=abcdef12",
    );
  });

  it("shows what the shopper sees, their e-mail and phone, and the audit log", async () => {
    renderOrder(
      adminOrder({
        status: "shipped",
        nextStatuses: ["delivered"],
        shipment: { carrier: "Estafeta", trackingNumber: "EST-12345", shippedAt: "2026-05-03T16:00:00.000Z" },
        audit: [
          {
            at: "2026-05-03T16:00:00.000Z",
            actorEmail: "boss@example.com",
            action: "ship",
            before: { status: "paid", carrier: null, refunded: 0, shippedAt: null },
            after: {
              status: "shipped",
              carrier: "Estafeta",
              refunded: 109_900,
              shippedAt: "2026-05-03T16:00:00.000Z",
            },
          },
        ],
      }),
    );
    await screen.findByRole("heading", { level: 1, name: "Order abcdef12" });
    expect(screen.getByRole("link", { name: "ana@example.com" }).getAttribute("href")).toBe(
      "mailto:ana@example.com",
    );
    expect(screen.getByRole("link", { name: "55 1234 5678" }).getAttribute("href")).toBe("tel:5512345678");
    // Linked to what staff look at next: the shopper's other orders, the product as it is now.
    expect(screen.getByRole("link", { name: "All of this shopper's orders" }).getAttribute("href")).toBe(
      "/admin/orders?q=ana%40example.com",
    );
    expect(screen.getByRole("link", { name: "Oak chair" }).getAttribute("href")).toBe(
      "/admin/products/00000000-0000-4000-8000-000000000001",
    );
    expect(screen.getByText("Visa ending in 4242")).toBeTruthy();
    expect(screen.getByText("EST-12345")).toBeTruthy();
    expect(screen.getByText("$1,099.00 MXN")).toBeTruthy();
    const audit = screen.getByRole("table", { name: "Audit log" });
    expect(within(audit).getByText("boss@example.com")).toBeTruthy();
    expect(within(audit).getByText("03/05/2026 10:00")).toBeTruthy();
    expect(within(audit).getByText("ship")).toBeTruthy();
    // Each field as the order's panels name it, and a status as the shopper reads it.
    expect(within(audit).getByText("Status: Paid → Shipped")).toBeTruthy();
    expect(within(audit).getByText("Carrier: none → Estafeta")).toBeTruthy();
    expect(within(audit).getByText("Refunded: $0.00 MXN → $1,099.00 MXN")).toBeTruthy();
    // A time the server kept, as the shop writes times: Mexico City's, dd/mm/yyyy hh:mm.
    expect(within(audit).getByText("Shipped: none → 03/05/2026 10:00")).toBeTruthy();
  });

  it("offers the delivery's phone, said as such, when the account has none", async () => {
    const order = adminOrder();
    renderOrder({ ...order, shopper: { email: "ana@example.com", name: "Ana López", phone: null } });
    const shopper = await screen.findByRole("region", { name: "Shopper" });
    expect(within(shopper).getByRole("link", { name: "55 1234 5678" }).getAttribute("href")).toBe(
      "tel:5512345678",
    );
    expect(within(shopper).getByText("From the delivery address; the account has none")).toBeTruthy();
    expect(within(shopper).queryByText("None given")).toBeNull();
  });

  it("names the lines an approved return sent back, which the server records by id", async () => {
    const [chair] = adminOrder().lines;
    renderOrder(
      adminOrder({
        status: "returned",
        nextStatuses: [],
        audit: [
          {
            at: "2026-05-09T16:00:00.000Z",
            actorEmail: "boss@example.com",
            action: "approve-return",
            before: { status: "return_requested", refunded: 0 },
            after: {
              status: "returned",
              refunded: 100_000,
              returnedLines: [{ productId: chair?.productId, quantity: 1 }],
            },
          },
        ],
      }),
    );
    const audit = await screen.findByRole("table", { name: "Audit log" });
    expect(within(audit).getByText("Returned: none → 1 × Oak chair")).toBeTruthy();
  });

  it("names each line a return request sends back with its variant, as the shopper chose it", async () => {
    const [chair] = adminOrder().lines;
    if (!chair) throw new Error("line");
    const variant = (id: string, label: string) => ({ ...chair, variantId: id, variantLabel: label });
    const sage = variant("00000000-0000-4000-8000-0000000000a1", "Sage boucle · One seat");
    const cream = variant("00000000-0000-4000-8000-0000000000a2", "Cream boucle · One seat");
    renderOrder(
      adminOrder({
        lines: [cream, sage],
        status: "return_requested",
        nextStatuses: ["returned", "delivered"],
        returnRequest: {
          lines: [{ productId: chair.productId, variantId: sage.variantId, quantity: 2 }],
          reason: "Not the green we expected",
          status: "requested",
          refund: null,
          decisionNote: null,
          requestedAt: "2026-05-09T16:00:00.000Z",
          decidedAt: null,
        },
      }),
    );
    const panel = await screen.findByRole("region", { name: "Return request" });
    expect(within(panel).getByRole("listitem").textContent).toBe("2 × Oak chair (Sage boucle · One seat)");
  });

  it.each([
    [{ status: "paid", nextStatuses: ["shipped", "cancelled"] }, ["Mark shipped", "Cancel with refund"]],
    [{ status: "shipped", nextStatuses: ["delivered"] }, ["Mark delivered"]],
    [
      { status: "return_requested", nextStatuses: ["returned", "delivered"] },
      ["Approve return", "Refuse return"],
    ],
    [{ status: "delivered", nextStatuses: [] }, []],
    [{ status: "cancelled", nextStatuses: [] }, []],
  ] as [Partial<AdminOrder>, string[]][])("offers only the actions valid for %o", async (state, expected) => {
    renderOrder(adminOrder(state));
    await screen.findByRole("heading", { level: 1, name: "Order abcdef12" });
    expect(shownActions()).toEqual(expected);
    if (expected.length === 0)
      expect(screen.getByText("Nothing is left to do with this order.")).toBeTruthy();
  });

  it("checks the ship form before sending, then ships with the carrier and tracking number", async () => {
    const sent = renderOrder(adminOrder(), (request) =>
      request.path.endsWith("/ship")
        ? json(
            200,
            adminOrder({
              status: "shipped",
              nextStatuses: ["delivered"],
              shipment: { carrier: "DHL", trackingNumber: "DHL-0001", shippedAt: "2026-05-03T16:00:00.000Z" },
            }),
          )
        : refusal(500, "unexpected"),
    );
    await screen.findByRole("heading", { level: 1, name: "Order abcdef12" });

    fireEvent.click(screen.getByRole("button", { name: "Mark shipped" }));
    const carrier = screen.getByLabelText("Carrier");
    const tracking = screen.getByLabelText("Tracking number");
    expect(carrier.getAttribute("aria-invalid")).toBe("true");
    expect(carrier.getAttribute("aria-describedby")).toContain("ship-carrier-error");
    expect(screen.getByText("Write the carrier")).toBeTruthy();
    expect(screen.getByText("The tracking number must be 4 to 40 letters, digits or dashes")).toBeTruthy();
    expect(document.activeElement).toBe(carrier);

    change(carrier, { target: { value: "DHL" } });
    change(tracking, { target: { value: "DHL 0001" } });
    fireEvent.click(screen.getByRole("button", { name: "Mark shipped" }));
    expect(document.activeElement).toBe(tracking);
    expect(sent.filter((r) => r.method === "POST")).toEqual([]);

    change(tracking, { target: { value: " DHL-0001 " } });
    const markShipped = screen.getByRole("button", { name: "Mark shipped" });
    fireEvent.click(markShipped);
    // Asked once more, naming what the shopper is sent: it cannot be changed afterwards.
    const dialog = screen.getByRole("dialog", { name: "Mark order abcdef12 shipped?" });
    expect(dialog.textContent).toContain("on its way with DHL, tracking number DHL-0001");
    fireEvent.click(within(dialog).getByRole("button", { name: "Go back" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(markShipped);
    expect(sent.filter((r) => r.method === "POST")).toEqual([]);

    fireEvent.click(markShipped);
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Mark shipped" }));
    await screen.findByRole("button", { name: "Mark delivered" });
    expect(sent.filter((r) => r.method === "POST")).toEqual([
      {
        method: "POST",
        path: `/api/admin/orders/${ORDER_ID}/ship`,
        body: { carrier: "DHL", trackingNumber: "DHL-0001" },
      },
    ]);
    expect(screen.queryByLabelText("Carrier")).toBeNull();
    expect(screen.getByText("DHL-0001")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Notice" }).textContent).toContain("Order shipped");
  });

  it("marks an order delivered only after the confirmation, which says the return window starts", async () => {
    const shipped = adminOrder({ status: "shipped", nextStatuses: ["delivered"] });
    const sent = renderOrder(shipped, (request) =>
      request.path.endsWith("/deliver")
        ? json(200, adminOrder({ status: "delivered", nextStatuses: [] }))
        : refusal(500, "unexpected"),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Mark delivered" }));
    const dialog = screen.getByRole("dialog", { name: "Mark order abcdef12 delivered?" });
    expect(dialog.textContent).toContain("5 business days to ask for a return start counting today");
    fireEvent.click(within(dialog).getByRole("button", { name: "Go back" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sent.filter((r) => r.method === "POST")).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Mark delivered" }));
    // A double click sends it once: the second press came before the page heard of the first.
    const confirm = within(screen.getByRole("dialog")).getByRole("button", { name: "Mark delivered" });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await screen.findByText("Nothing is left to do with this order.");
    expect(sent.filter((r) => r.method === "POST")).toEqual([
      { method: "POST", path: `/api/admin/orders/${ORDER_ID}/deliver`, body: {} },
    ]);
  });

  it("cancels with a reason only after the confirmation", async () => {
    const sent = renderOrder(adminOrder(), (request) =>
      request.path.endsWith("/cancel")
        ? json(
            200,
            adminOrder({ status: "cancelled", nextStatuses: [], refunded: 109_900, canCancel: false }),
          )
        : refusal(500, "unexpected"),
    );
    await screen.findByRole("heading", { level: 1, name: "Order abcdef12" });

    fireEvent.click(screen.getByRole("button", { name: "Cancel with refund" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel order abcdef12?" });
    expect(dialog.textContent).toContain("$1,099.00 MXN goes back to the shopper's card");
    // Not "Cancel" beside "Cancel and refund", which read as the same thing.
    expect(
      within(dialog)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Go back", "Cancel and refund"]);
    // Passing through the field on the way to Go back is not leaving it empty.
    fireEvent.blur(within(dialog).getByLabelText("Reason"));
    expect(within(dialog).queryByText("Write a reason of at least 3 characters")).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel and refund" }));
    expect(within(dialog).getByText("Write a reason of at least 3 characters")).toBeTruthy();
    expect(sent.filter((r) => r.method === "POST")).toEqual([]);

    change(within(dialog).getByLabelText("Reason"), {
      target: { value: "Out of stock at the warehouse" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel and refund" }));

    await screen.findByText("Nothing is left to do with this order.");
    expect(sent.filter((r) => r.method === "POST")).toEqual([
      {
        method: "POST",
        path: `/api/admin/orders/${ORDER_ID}/cancel`,
        // With the status the page showed (docs/product.md 72).
        body: { note: "Out of stock at the warehouse", status: "paid" },
      },
    ]);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("Refunded")).toBeTruthy();
  });

  it("cancels an order awaiting its OXXO payment saying nothing was charged", async () => {
    const awaiting = adminOrder({
      status: "awaiting_payment",
      paymentMethod: "oxxo",
      card: null,
      nextStatuses: ["cancelled"],
    });
    const sent = renderOrder(awaiting, (request) =>
      request.path.endsWith("/cancel")
        ? json(200, { ...awaiting, status: "cancelled", nextStatuses: [], canCancel: false })
        : refusal(500, "unexpected"),
    );
    await screen.findByRole("heading", { level: 1, name: "Order abcdef12" });

    expect(screen.queryByRole("button", { name: "Cancel with refund" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Cancel order" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel order abcdef12?" });
    expect(dialog.textContent).toContain("Nothing was charged: the voucher or transfer is voided");
    change(within(dialog).getByLabelText("Reason"), {
      target: { value: "Shopper asked by phone" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }));

    await screen.findByText("Nothing is left to do with this order.");
    expect(sent.filter((r) => r.method === "POST").map((r) => r.path)).toEqual([
      `/api/admin/orders/${ORDER_ID}/cancel`,
    ]);
    expect(screen.getByRole("region", { name: "Notice" }).textContent).toContain(
      "Order abcdef12 is cancelled; nothing was charged.",
    );
  });

  it("on a 409 says why and loads the order again, which offers what is valid now", async () => {
    let reads = 0;
    const sent = stubFetch((request) => {
      if (request.method === "GET" && request.path.endsWith("/invoice")) return json(200, { invoice: null });
      if (request.method === "GET") {
        reads += 1;
        return json(200, reads === 1 ? adminOrder() : adminOrder({ status: "cancelled", nextStatuses: [] }));
      }
      return json(409, {
        code: "conflict",
        message: "This order is already cancelled.",
        status: "cancelled",
      });
    });
    renderAt(`/admin/orders/${ORDER_ID}`, <OrderPage id={ORDER_ID} />);
    await screen.findByRole("heading", { level: 1, name: "Order abcdef12" });

    change(screen.getByLabelText("Carrier"), { target: { value: "DHL" } });
    change(screen.getByLabelText("Tracking number"), { target: { value: "DHL-0001" } });
    fireEvent.click(screen.getByRole("button", { name: "Mark shipped" }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Mark shipped" }));

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("This order is already cancelled.");
    // The dialog and the form that had the focus are gone: the message takes it.
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(alert);
    await screen.findByText("Nothing is left to do with this order.");
    expect(shownActions()).toEqual([]);
    const orderRequests = sent.filter((r) => !r.path.endsWith("/invoice"));
    expect(orderRequests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /api/admin/orders/${ORDER_ID}`,
      `POST /api/admin/orders/${ORDER_ID}/ship`,
      `GET /api/admin/orders/${ORDER_ID}`,
    ]);
    // The message stays with the order as it is now.
    expect(screen.getByRole("alert").textContent).toBe("This order is already cancelled.");
  });

  it("on a 422 shows the payment provider's reason and leaves the order as it was", async () => {
    const answer = later();
    renderOrder(
      adminOrder({
        status: "return_requested",
        nextStatuses: ["returned", "delivered"],
        returnRefundDue: 100_000,
      }),
      () => answer.response,
    );
    await screen.findByRole("heading", { level: 1, name: "Order abcdef12" });

    fireEvent.click(screen.getByRole("button", { name: "Approve return" }));
    const dialog = screen.getByRole("dialog", { name: "Approve the return?" });
    // What approving gives back, as cancelling says its amount.
    expect(dialog.textContent).toContain(
      "$1,000.00 MXN for the returned products (not the shipping) goes back to the shopper's card",
    );
    // Nothing was refunded before: the return is refunded in full, with no amount to choose.
    expect(within(dialog).queryByLabelText("Amount (MXN)")).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve and refund" }));
    await act(async () =>
      answer.answer(json(422, { code: "invalid", message: "The card issuer refused the refund." })),
    );

    expect((await screen.findByRole("alert")).textContent).toBe("The card issuer refused the refund.");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(shownActions()).toEqual(["Approve return", "Refuse return"]);
  });

  it("approves a return for less after a staff refund, with a reason, never for more than the products cost", async () => {
    const waiting = adminOrder({
      status: "return_requested",
      nextStatuses: ["returned", "delivered"],
      refunded: 40_000,
      returnRefundDue: 69_900,
    });
    let approvals = 0;
    const sent = renderOrder(waiting, (request) => {
      if (!request.path.endsWith("/approve-return")) return refusal(500, "unexpected");
      approvals += 1;
      // The first is refused by the server (someone refunded more meanwhile), the second goes through.
      return approvals === 1
        ? refusal(400, "You can refund at most $299.00 MXN for the returned products.")
        : json(200, {
            ...waiting,
            status: "returned",
            nextStatuses: [],
            refunded: 69_900,
            timeline: [
              ...waiting.timeline,
              {
                from: "return_requested",
                to: "returned",
                at: "2026-05-08T18:00:00.000Z",
                note: "The dent was refunded before",
                by: "admin",
                refunded: 29_900,
              },
            ],
          });
    });
    fireEvent.click(await screen.findByRole("button", { name: "Approve return" }));
    const dialog = screen.getByRole("dialog", { name: "Approve the return?" });
    expect(dialog.textContent).toContain(
      "The returned products (not the shipping) come to $699.00 MXN, and their stock returns. $400.00 MXN of this order was refunded before: if it was for these products, refund less now and say why.",
    );
    // Staff decide: the field starts empty, and a reason is asked only for less than the products cost.
    const amount = within(dialog).getByLabelText("Amount (MXN)");
    expect(amount).toHaveProperty("value", "");
    change(amount, { target: { value: "699" } });
    expect(within(dialog).queryByLabelText("Reason")).toBeNull();
    change(amount, { target: { value: "700" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve and refund" }));
    expect(within(dialog).getByText("You can refund at most $699.00 MXN")).toBeTruthy();
    change(amount, { target: { value: "0" } });
    expect(within(dialog).getByRole("button", { name: "Approve without a refund" })).toBeTruthy();
    change(amount, { target: { value: "300" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve and refund $300.00 MXN" }));
    expect(within(dialog).getByText("Write a reason of at least 3 characters")).toBeTruthy();
    change(within(dialog).getByLabelText("Reason"), { target: { value: "The dent was refunded before" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve and refund $300.00 MXN" }));

    // A 400 keeps the dialog and what was typed, and says the server's words there.
    expect(
      await within(dialog).findByText("You can refund at most $299.00 MXN for the returned products."),
    ).toBeTruthy();
    expect(amount).toHaveProperty("value", "300");
    change(amount, { target: { value: "299" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve and refund $299.00 MXN" }));
    await screen.findByText("The return of order abcdef12 is approved: $299.00 MXN refunded.");
    expect(sent.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([
      { amountCents: 30_000, note: "The dent was refunded before" },
      { amountCents: 29_900, note: "The dent was refunded before" },
    ]);
  });

  it("once the card's bank refused a cancellation's refund, offers to record it as refunded another way", async () => {
    let refusals = 0;
    const sent = renderOrder(adminOrder(), (request) => {
      if (!request.path.endsWith("/cancel")) return refusal(500, "unexpected");
      refusals += 1;
      return refusals === 1
        ? json(422, { code: "invalid", message: "The card issuer refused the refund." })
        : json(
            200,
            adminOrder({ status: "cancelled", nextStatuses: [], refunded: 109_900, canCancel: false }),
          );
    });
    await screen.findByRole("heading", { level: 1, name: "Order abcdef12" });
    const outside = /I refunded the shopper another way/;

    fireEvent.click(screen.getByRole("button", { name: "Cancel with refund" }));
    let dialog = screen.getByRole("dialog", { name: "Cancel order abcdef12?" });
    // Not offered before the bank refused: the card is the way money goes back.
    expect(within(dialog).queryByLabelText(outside)).toBeNull();
    change(within(dialog).getByLabelText("Reason"), { target: { value: "Out of stock" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel and refund" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The card issuer refused the refund.");

    fireEvent.click(screen.getByRole("button", { name: "Cancel with refund" }));
    dialog = screen.getByRole("dialog", { name: "Cancel order abcdef12?" });
    fireEvent.click(within(dialog).getByLabelText(outside));
    expect(dialog.textContent).toContain(
      "$1,099.00 MXN is recorded as refunded another way, without the card",
    );
    change(within(dialog).getByLabelText("Reason"), { target: { value: "Refunded by SPEI transfer" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel and record the refund" }));

    await screen.findByText("Nothing is left to do with this order.");
    expect(sent.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([
      { note: "Out of stock", status: "paid" },
      { note: "Refunded by SPEI transfer", refundedOutside: true, status: "paid" },
    ]);
  });

  it("refuses a return with the shop's reason", async () => {
    const sent = renderOrder(
      adminOrder({ status: "return_requested", nextStatuses: ["returned", "delivered"] }),
      () => json(200, adminOrder({ status: "delivered", nextStatuses: [] })),
    );
    await screen.findByRole("heading", { level: 1, name: "Order abcdef12" });
    fireEvent.click(screen.getByRole("button", { name: "Refuse return" }));
    const dialog = screen.getByRole("dialog", { name: "Refuse the return?" });
    change(within(dialog).getByLabelText("Reason"), { target: { value: "The chair was used" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Refuse return" }));

    await waitFor(() => expect(shownActions()).toEqual([]));
    expect(sent.filter((r) => r.method === "POST")).toEqual([
      {
        method: "POST",
        path: `/api/admin/orders/${ORDER_ID}/refuse-return`,
        body: { note: "The chair was used" },
      },
    ]);
  });
});

describe("a staff refund on the back office's order page (docs/product.md 119)", () => {
  it("checks the amount and reason before sending, says the amount on its button, then what was refunded", async () => {
    const delivered = adminOrder({ status: "delivered", nextStatuses: [], staffRefundable: 109_900 });
    const refunded = adminOrder({
      status: "delivered",
      nextStatuses: [],
      refunded: 50_000,
      staffRefundable: 59_900,
      timeline: [
        ...delivered.timeline,
        {
          from: "delivered",
          to: "delivered",
          at: "2026-05-06T18:00:00.000Z",
          note: "A scratch on the seat",
          by: "admin",
          refunded: 50_000,
        },
      ],
    });
    const sent = renderOrder(delivered, (request) =>
      request.path.endsWith("/refund") ? json(200, refunded) : refusal(500, "unexpected"),
    );
    await screen.findByRole("heading", { level: 1, name: "Order abcdef12" });
    expect(shownActions()).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Refund an amount" }));
    const dialog = screen.getByRole("dialog", { name: "Refund order abcdef12" });
    expect(dialog.textContent).toContain("$1,099.00 MXN is left to refund.");
    const amount = within(dialog).getByLabelText("Amount (MXN)");
    fireEvent.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(within(dialog).getByText("Enter an amount of at least $0.01")).toBeTruthy();
    expect(within(dialog).getByText("Write a reason of at least 3 characters")).toBeTruthy();
    change(amount, { target: { value: "1,100" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(within(dialog).getByText("You can refund at most $1,099.00 MXN")).toBeTruthy();
    // A decimal comma is no thousands' comma: "12,50" is refused, never sent as $1,250.
    change(amount, { target: { value: "12,50" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(within(dialog).getByText("Enter an amount in pesos, with at most two decimals")).toBeTruthy();
    expect(sent.filter((r) => r.method === "POST")).toEqual([]);

    change(amount, { target: { value: "500" } });
    change(within(dialog).getByLabelText("Reason"), { target: { value: "A scratch on the seat" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Refund $500.00 MXN" }));

    await screen.findByText("$500.00 MXN of order abcdef12 is refunded.");
    expect(sent.filter((r) => r.method === "POST")).toEqual([
      {
        method: "POST",
        path: `/api/admin/orders/${ORDER_ID}/refund`,
        // With what the page showed refunded, so a refund made since is refused (docs/product.md 119).
        body: { amountCents: 50_000, note: "A scratch on the seat", refundedCents: 0 },
      },
    ]);
    expect(screen.getByText("Refunded $500.00 MXN")).toBeTruthy();
  });

  it("keeps the dialog and what was typed when the server refuses the amount, and reads the order again", async () => {
    const delivered = adminOrder({ status: "delivered", nextStatuses: [], staffRefundable: 109_900 });
    const sent = renderOrder(delivered, (request) =>
      request.path.endsWith("/refund")
        ? refusal(400, "You can refund at most $99.00 MXN on this order.")
        : refusal(500, "unexpected"),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Refund an amount" }));
    const dialog = screen.getByRole("dialog", { name: "Refund order abcdef12" });
    const amount = within(dialog).getByLabelText("Amount (MXN)");
    change(amount, { target: { value: "500" } });
    change(within(dialog).getByLabelText("Reason"), { target: { value: "Late delivery" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Refund $500.00 MXN" }));

    expect(await within(dialog).findByText("You can refund at most $99.00 MXN on this order.")).toBeTruthy();
    expect(amount).toHaveProperty("value", "500");
    await waitFor(() => expect(document.activeElement).toBe(amount));
    await waitFor(() =>
      expect(
        sent.filter((r) => r.method === "GET" && r.path === `/api/admin/orders/${ORDER_ID}`),
      ).toHaveLength(2),
    );
  });

  it("warns of a refund that did not finish, and makes it again for its own amount only", async () => {
    const held = adminOrder({
      status: "delivered",
      nextStatuses: [],
      staffRefundable: 109_900,
      unfinishedRefund: 30_000,
    });
    const sent = renderOrder(held, (request) =>
      request.path.endsWith("/refund") ? json(200, { ...held, unfinishedRefund: null }) : refusal(500, "no"),
    );
    expect(
      await screen.findByText(
        "A refund of $300.00 MXN did not finish: the money may be back already. Refund an amount again to finish it; the same $300.00 MXN is refunded, never twice.",
      ),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Refund an amount" }));
    const dialog = screen.getByRole("dialog", { name: "Refund order abcdef12" });
    const amount = within(dialog).getByLabelText("Amount (MXN)");
    expect(amount).toHaveProperty("value", "300.00");
    expect(amount).toHaveProperty("readOnly", true);
    expect(amount.getAttribute("aria-describedby")).toContain("refund-amount-hint");
    expect(within(dialog).getByText("The unfinished refund's amount, which cannot change")).toBeTruthy();
    change(within(dialog).getByLabelText("Reason"), { target: { value: "A scratch on the seat" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Refund $300.00 MXN" }));
    await waitFor(() =>
      expect(sent.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([
        { amountCents: 30_000, note: "A scratch on the seat", refundedCents: 0 },
      ]),
    );
  });

  it("names the change that finishes a cancellation or a return's approval left unfinished", async () => {
    renderOrder(adminOrder({ status: "paid", nextStatuses: ["cancelled"], unfinishedRefund: 109_900 }));
    expect(
      await screen.findByText(
        /^A cancellation of this order did not finish .* Cancel the order again to finish it;/,
      ),
    ).toBeTruthy();
  });

  it("is offered only while something is left to refund", async () => {
    renderOrder(adminOrder({ status: "shipped", nextStatuses: ["delivered"], staffRefundable: 0 }));
    await screen.findByRole("button", { name: "Mark delivered" });
    expect(screen.queryByRole("button", { name: "Refund an amount" })).toBeNull();
  });
});

describe("typedCents", () => {
  it("reads pesos as staff type them, commas only between thousands, and nothing else", () => {
    expect(typedCents("500")).toBe(50_000);
    expect(typedCents(" $1,250.5 ")).toBe(125_050);
    expect(typedCents("12,345,678.90")).toBe(1_234_567_890);
    expect(typedCents("0.07")).toBe(7);
    for (const typed of [
      "",
      "12.345",
      "-5",
      "1e3",
      "abc",
      "1.2.3",
      "1,2,3",
      "12,50",
      "1,5",
      ",500",
      ".5",
      "5.",
    ]) {
      expect(typedCents(typed), typed).toBeNull();
    }
  });
});

describe("the back office's order page, IVA and address", () => {
  it("says who made each change in the timeline: the shopper, staff or the shop itself", async () => {
    renderOrder(adminOrder());
    await screen.findByRole("heading", { level: 1, name: "Order abcdef12" });
    const timeline = screen.getByRole("region", { name: "Timeline" });
    const said = within(timeline)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(said[0]).toMatch(/Placed.+ · by the shopper$/);
    expect(said[1]).toMatch(/Placed → Paid.+ · automatically$/);
  });

  it("shows the IVA the order was placed with under its total, and the whole Mexican address", async () => {
    renderOrder(adminOrder());
    await screen.findByRole("heading", { level: 1, name: "Order abcdef12" });
    // docs/product.md 82: the order's stored IVA, not one worked out again.
    expect(screen.getByText("IVA included $151.59 MXN")).toBeTruthy();
    const address = screen.getByText("Col. Juárez").closest("address") as HTMLElement;
    expect([...address.children].map((line) => line.textContent)).toEqual([
      "Ana López",
      "Av. Paseo de la Reforma 222 int. 4",
      "Col. Juárez",
      "06600 Cuauhtémoc, Ciudad de México",
      "Mexico",
      "Phone: 55 1234 5678",
      "Instructions: Gate 2, ring twice",
    ]);
  });

  it("still shows an address copied before the Mexican fields existed", async () => {
    const older = adminOrder();
    renderOrder({
      ...older,
      shippingAddress: {
        ...older.shippingAddress,
        street: "Av. Reforma 222",
        exteriorNumber: "",
        interiorNumber: "",
        colonia: "",
        municipality: "",
        state: "",
      },
    });
    await screen.findByRole("heading", { level: 1, name: "Order abcdef12" });
    const address = screen.getByText("Av. Reforma 222").closest("address") as HTMLElement;
    expect([...address.children].map((line) => line.textContent)).toEqual([
      "Ana López",
      "Av. Reforma 222",
      "06600",
      "Mexico",
      "Phone: 55 1234 5678",
      "Instructions: Gate 2, ring twice",
    ]);
  });
});

describe("the back office in Spanish", () => {
  const english = getLocale;
  afterEach(() => overwriteGetLocale(english));

  it("shows the orders table's caption and headers in Spanish, with the same dates and money", async () => {
    overwriteGetLocale(() => "es-MX");
    stubFetch(() => page([row(1, { status: "shipped", installments: 6 })]));
    renderAt("/admin/orders?status=shipped&from=2026-05-01&q=ana", <OrdersPage />);

    await screen.findByRole("link", { name: "11111111" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Pedidos");
    const table = screen.getByRole("table", {
      name: "Pedidos enviados desde el 01/05/2026 que coinciden con “ana” (más recientes primero)",
    });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Pedido", "Estado", "Fecha", "Cliente", "Artículos", "Total", "Pago"]);
    // docs/product.md 81: dd/mm/yyyy and "$1,234.56 MXN" in both languages.
    expect(within(table).getByText("02/05/2026")).toBeTruthy();
    expect(within(table).getByText("$1,099.00 MXN")).toBeTruthy();
    expect(within(table).getByText("Tarjeta, 6 MSI")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Filtrar" })).toBeTruthy();
    expect(screen.getByLabelText("Número de pedido o correo")).toHaveProperty("value", "ana");
  });

  it("shows the order page's IVA line and sections in Spanish", async () => {
    overwriteGetLocale(() => "es-MX");
    renderOrder(
      adminOrder({
        audit: [
          {
            at: "2026-05-03T16:00:00.000Z",
            actorEmail: "boss@example.com",
            action: "ship",
            before: { status: "paid", carrier: null },
            after: { status: "shipped", carrier: "DHL" },
          },
        ],
      }),
    );
    await screen.findByRole("heading", { level: 1, name: "Pedido abcdef12" });
    expect(screen.getByText("IVA incluido $151.59 MXN")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Entrega y pago" })).toBeTruthy();
    expect(screen.getByText("Teléfono: 55 1234 5678")).toBeTruthy();
    expect(screen.getByText("Realizado el 02/05/2026 12:00")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Marcar como enviado" })).toBeTruthy();
    const audit = screen.getByRole("table", { name: "Registro de cambios" });
    expect(within(audit).getByText("envío")).toBeTruthy();
    expect(within(audit).getByText("03/05/2026 10:00")).toBeTruthy();
    expect(within(audit).getByText("Estado: Pagado → Enviado")).toBeTruthy();
    expect(within(audit).getByText("Paquetería: sin dato → DHL")).toBeTruthy();
  });
});
