import type { OrderDetails } from "@hogar/shared";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OrderPage as AdminOrderPage } from "../src/features/back-office/components/order-page.tsx";
import { OrderDetailsPage } from "../src/features/orders/components/order-details.tsx";
import { ordersQueryKey } from "../src/lib/orders-query-key.ts";
import { change } from "./helpers/change.ts";
import { json, later, refusal, stubFetch } from "./helpers/fake-api.ts";
import { fakeAdminOrder, fakeOrderDetails } from "./helpers/fake-orders.ts";
import { renderShop } from "./helpers/render.tsx";

/** What an order line of a product without variants says of them. */
const NO_VARIANT = { variantId: null, variantLabel: null, sku: null };

const ID = "1a2b3c4d-0000-4000-8000-000000000001";
const CHAIR = "00000000-0000-4000-8000-00000000c4a1";
const LAMP = "00000000-0000-4000-8000-0000000014a9";
const RUG = "00000000-0000-4000-8000-00000000b06a";

/** A paid order of two chairs and a lamp, as GET /api/orders/:id answers it. */
function paidOrder(overrides: Partial<OrderDetails> = {}): OrderDetails {
  return fakeOrderDetails({
    id: ID,
    source: "cart",
    lines: [
      {
        ...NO_VARIANT,
        productId: CHAIR,
        name: "Oak chair",
        price: 250_000,
        quantity: 2,
        lineTotal: 500_000,
        discount: 0,
        image: null,
      },
      {
        ...NO_VARIANT,
        productId: LAMP,
        name: "Brass lamp",
        price: 120_000,
        quantity: 1,
        lineTotal: 120_000,
        discount: 0,
        image: null,
      },
      {
        ...NO_VARIANT,
        productId: RUG,
        name: "Jute rug",
        price: 80_000,
        quantity: 3,
        lineTotal: 240_000,
        discount: 0,
        image: null,
      },
    ],
    subtotal: 860_000,
    total: 869_900,
    // As stored when it was placed: 869,900 × 16 / 116, rounded.
    ivaCents: 119_986,
    deliveryDate: "16/01/2026",
    // 15 January, 02:30 in UTC: still the 14th in Mexico City.
    createdAt: "2026-01-15T02:30:00.000Z",
    ...overrides,
  });
}

function shippedOrder(): OrderDetails {
  return paidOrder({
    status: "shipped",
    canCancel: false,
    shipment: { carrier: "Estafeta", trackingNumber: "EST-7781-2290", shippedAt: "2026-01-15T18:00:00.000Z" },
    timeline: [
      ...paidOrder().timeline,
      {
        from: "paid",
        to: "shipped",
        at: "2026-01-15T18:00:00.000Z",
        note: null,
        by: "admin",
        refunded: null,
      },
    ],
  });
}

function deliveredOrder(): OrderDetails {
  return paidOrder({
    status: "delivered",
    canCancel: false,
    shipment: shippedOrder().shipment,
    deliveredAt: "2026-01-16T20:00:00.000Z",
    // The last moment of the 23rd in Mexico City.
    returnOpenUntil: "2026-01-24T05:59:59.999Z",
  });
}

const ORDER_PATH = `/api/orders/${ID}`;

/** The status the page shows beside its heading ("Status: " is read out before it). */
const statusShown = () => screen.getByText("Status:").parentElement?.textContent;

/** The value beside a term of a description list in `region`. */
function fact(region: HTMLElement, term: string) {
  return within(region).getByText(term, { selector: "dt" }).nextElementSibling?.textContent;
}

const region = (name: string) => screen.getByRole("region", { name });

const notice = () => screen.getByRole("region", { name: "Notice" });

describe("the order page", () => {
  it("shows a shipped order: number, date, status and history, tracking, lines, totals, address and card", async () => {
    stubFetch(() => json(200, shippedOrder()));
    renderShop(<OrderDetailsPage id={ID} />);

    expect(await screen.findByRole("heading", { level: 1, name: "Order 1a2b3c4d" })).toBeTruthy();
    expect(screen.getByText("Placed on 14/01/2026")).toBeTruthy();
    expect(statusShown()).toBe("Status: Shipped");

    const shipment = region("Shipment");
    expect(fact(shipment, "Carrier")).toBe("Estafeta");
    expect(fact(shipment, "Tracking number")).toBe("EST-7781-2290");
    expect(fact(shipment, "Shipped on")).toBe("15/01/2026");

    const history = within(region("History")).getAllByRole("listitem");
    expect(history.map((item) => item.querySelector("p")?.textContent)).toEqual([
      "Placed",
      "Paid",
      "Shipped",
    ]);
    expect(history[2]?.textContent).toContain("15/01/2026 12:00");

    const products = within(region("Products")).getAllByRole("listitem");
    expect(products[0]?.textContent).toBe("Oak chair$2,500.00 MXNAmount: 2Line total: $5,000.00 MXN");

    const totals = region("Order total");
    expect(fact(totals, "Subtotal")).toBe("$8,600.00 MXN");
    expect(fact(totals, "Shipping")).toBe("$99.00 MXN");
    expect(fact(totals, "Total")).toBe("$8,699.00 MXN");
    expect(within(totals).queryByText("Refunded")).toBeNull();
    // The IVA the order was placed with, as the order keeps it (docs/product.md 82).
    expect(within(totals).getByText("IVA included $1,199.86 MXN")).toBeTruthy();

    // The whole Mexican address, name first, with its phone and instructions (docs/product.md 83).
    const delivery = region("Delivery details");
    expect(Array.from(delivery.querySelectorAll("p"), (p) => p.textContent)).toEqual([
      "Ana López",
      "Av. Paseo de la Reforma 222 int. 4",
      "Col. Juárez",
      "06600 Cuauhtémoc, Ciudad de México",
      "Mexico",
      "Phone 55 1234 5678",
      "Instructions: Gate 2, ring twice",
    ]);
    expect(fact(delivery, "Delivery date")).toBe("16/01/2026");
    expect(region("Payment detail").textContent).toBe("Payment detailVisa finished in 4242 · Credit");

    // Shipped: it can no longer be cancelled, and it is not delivered yet.
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Request a return" })).toBeNull();
  });

  it("says Order not found for an order that is not the shopper's", async () => {
    stubFetch(() => refusal(404, "Order not found"));
    renderShop(<OrderDetailsPage id={ID} />);

    expect(await screen.findByRole("heading", { level: 1, name: "Order not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to your orders" }).getAttribute("href")).toBe(
      "/account/orders",
    );
  });

  it("says an approved return refunded nothing more when the order was refunded before, with the shop's note", async () => {
    stubFetch(() =>
      json(
        200,
        paidOrder({
          ...deliveredOrder(),
          status: "returned",
          refunded: 869_900,
          returnOpenUntil: null,
          returnRequest: {
            lines: [{ productId: LAMP, quantity: 1 }],
            reason: "It arrived scratched",
            status: "approved",
            refund: 0,
            decisionNote: "Its price was refunded when it arrived scratched.",
            requestedAt: "2026-01-17T16:00:00.000Z",
            decidedAt: "2026-01-18T16:00:00.000Z",
          },
        }),
      ),
    );
    renderShop(<OrderDetailsPage id={ID} />);

    const request = await screen.findByRole("region", { name: "Return request" });
    expect(request.textContent).toContain(
      "Nothing more was refunded for them, as the order was refunded before.",
    );
    expect(request.textContent).not.toContain("$0.00");
    expect(request.textContent).toContain(
      "The shop's note: Its price was refunded when it arrived scratched.",
    );
  });

  it("shows a free shipping, the refund and the shop's refusal of a return with its reason", async () => {
    stubFetch(() =>
      json(
        200,
        paidOrder({
          ...deliveredOrder(),
          shipping: 0,
          total: 860_000,
          refunded: 120_000,
          returnOpenUntil: null,
          returnRequest: {
            lines: [{ productId: LAMP, quantity: 1 }],
            reason: "It arrived scratched",
            status: "refused",
            refund: null,
            decisionNote: "The scratch is in the photos of the product",
            requestedAt: "2026-01-17T16:00:00.000Z",
            decidedAt: "2026-01-18T16:00:00.000Z",
          },
        }),
      ),
    );
    renderShop(<OrderDetailsPage id={ID} />);

    const request = await screen.findByRole("region", { name: "Return request" });
    expect(request.textContent).toContain("The shop refused your return on 18/01/2026.");
    expect(request.textContent).toContain("The shop's reason: The scratch is in the photos of the product");
    // Refused, its lines are what was asked for, not what goes back.
    expect(within(request).getByRole("heading", { name: "Products you asked to return" })).toBeTruthy();
    expect(within(request).queryByRole("heading", { name: /^Products (returned|to return)$/ })).toBeNull();
    expect(request.textContent).toContain("Brass lamp, amount: 1");
    expect(request.textContent).toContain("It arrived scratched");
    expect(fact(region("Order total"), "Shipping")).toBe("FREE");
    expect(fact(region("Order total"), "Refunded")).toBe("$1,200.00 MXN");
    expect(fact(region("Delivery details"), "Delivered on")).toBe("16/01/2026");
    // The day promised, said as such beside the day it came.
    expect(fact(region("Delivery details"), "Promised for")).toBe("16/01/2026");
    expect(within(region("Delivery details")).queryByText("Delivery date")).toBeNull();
  });
});

describe("Cancel order", () => {
  it("asks first; confirmed, it waits for the server, and a refused refund leaves the order as it was and says why", async () => {
    const answer = later();
    // The read after the refusal stays unanswered: what the page shows then is not the re-read's doing.
    const reread = later();
    let reads = 0;
    const sent = stubFetch((request) => {
      if (request.method === "POST") return answer.response;
      reads += 1;
      return reads === 1 ? json(200, paidOrder()) : reread.response;
    });
    const queryClient = renderShop(<OrderDetailsPage id={ID} />);
    queryClient.setQueryData(ordersQueryKey, { pages: [], pageParams: [] });

    fireEvent.click(await screen.findByRole("button", { name: "Cancel order" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel this order?" });
    expect(dialog.textContent).toContain("$8,699.00 MXN goes back to your card");
    // Nothing is sent before the shopper confirms.
    expect(sent.filter((r) => r.method === "POST")).toEqual([]);

    // "No, keep it" leaves everything as it was; no button beside "Yes, cancel order" says "Cancel".
    expect(within(dialog).queryByRole("button", { name: "Cancel" })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "No, keep it" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sent.filter((r) => r.method === "POST")).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Cancel order" }));
    fireEvent.submit(screen.getByRole("dialog").querySelector("form") as HTMLFormElement);

    // While the provider refunds, the order is shown as it is: paid, and the button is waiting.
    const waiting = await screen.findByRole("button", { name: "Cancelling..." });
    expect(waiting.getAttribute("aria-disabled")).toBe("true");
    expect(waiting.getAttribute("aria-busy")).toBe("true");
    expect(within(region("What you can do")).getByRole("status").textContent).toBe(
      "Cancelling your order and refunding your card. Please wait for your bank's answer.",
    );
    expect(statusShown()).toBe("Status: Paid");
    expect(screen.queryByText("Cancelled")).toBeNull();
    // The dialog gives the focus back to the button, which keeps it while it waits.
    await waitFor(() => expect(document.activeElement).toBe(waiting));
    expect(sent.filter((r) => r.method === "POST")).toEqual([
      { method: "POST", path: `${ORDER_PATH}/cancel`, body: {} },
    ]);

    await act(async () =>
      answer.answer(json(422, { code: "refund_refused", message: "The bank refused the refund." })),
    );

    const again = await screen.findByRole("button", { name: "Cancel order" });
    expect(again).toBe(waiting);
    expect(document.activeElement).toBe(again);
    expect(again.hasAttribute("aria-disabled")).toBe(false);
    expect(again.hasAttribute("aria-busy")).toBe(false);
    expect(within(region("What you can do")).getByRole("status").textContent).toBe("");
    expect(statusShown()).toBe("Status: Paid");
    expect(screen.queryByText("Cancelled")).toBeNull();
    expect(within(region("Order total")).queryByText("Refunded")).toBeNull();
    expect(notice().textContent).toContain("Order not cancelled");
    expect(notice().textContent).toContain("The bank refused the refund.");
    // The orders list is read again, since the order may have changed meanwhile.
    expect(queryClient.getQueryState(ordersQueryKey)?.isInvalidated).toBe(true);
    // The order itself is read again too (a 409 means it changed meanwhile).
    expect(sent.filter((r) => r.method === "GET" && r.path === ORDER_PATH)).toHaveLength(2);
  });

  it("shows the server's answer once the cancel succeeds, with the refund, and refreshes orders and products", async () => {
    const cancelled = paidOrder({
      status: "cancelled",
      canCancel: false,
      refunded: 869_900,
      timeline: [
        ...paidOrder().timeline,
        {
          from: "paid",
          to: "cancelled",
          at: "2026-01-15T03:00:00.000Z",
          note: null,
          by: "shopper",
          refunded: 869_900,
        },
      ],
    });
    stubFetch((request) => json(200, request.method === "POST" ? cancelled : paidOrder()));
    const queryClient = renderShop(<OrderDetailsPage id={ID} />);
    queryClient.setQueryData(["product", CHAIR], { id: CHAIR });

    fireEvent.click(await screen.findByRole("button", { name: "Cancel order" }));
    fireEvent.submit(screen.getByRole("dialog").querySelector("form") as HTMLFormElement);

    expect(await within(region("Order total")).findByText("Refunded")).toBeTruthy();
    expect(fact(region("Order total"), "Refunded")).toBe("$8,699.00 MXN");
    expect(statusShown()).toBe("Status: Cancelled");
    // The history says what the cancellation gave back, under it.
    const history = within(screen.getByRole("list", { name: "Status changes" })).getAllByRole("listitem");
    expect(history.at(-1)?.querySelector("p")?.textContent).toBe("Cancelled");
    expect(history.at(-1)?.textContent).toContain("$8,699.00 MXN refunded");
    expect(notice().textContent).toContain("Order cancelled");
    // The button went with the paid order; the focus did not go with it.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1 })));
    expect(queryClient.getQueryState(["product", CHAIR])?.isInvalidated).toBe(true);
  });
});

describe("the refund a return request says before it is sent", () => {
  it("takes off each line's share of a promotion, and never says more than is left to refund", async () => {
    const delivered = deliveredOrder();
    const discounted = paidOrder({
      ...delivered,
      // 10% off: the chairs' 500,000 carry 50,000 of it. $2,000 was already given back by the shop.
      lines: delivered.lines.map((line) => (line.productId === CHAIR ? { ...line, discount: 50_000 } : line)),
      discount: 50_000,
      total: 819_900,
      refunded: 200_000,
    });
    stubFetch(() => json(200, discounted));
    renderShop(<OrderDetailsPage id={ID} />);
    fireEvent.click(await screen.findByRole("button", { name: "Request a return" }));
    const lines = screen.getByRole("group", { name: "Which products do you return?" });
    const refundSaid = () => lines.querySelector("[aria-live]")?.textContent;
    expect(refundSaid()).toBe("");

    fireEvent.click(screen.getByLabelText(/Oak chair/));
    change(screen.getByLabelText("How many of Oak chair"), { target: { value: "1" } });
    expect(refundSaid()).toContain("$2,250.00 MXN");
    fireEvent.click(screen.getByLabelText(/Brass lamp/));
    fireEvent.click(screen.getByLabelText(/Jute rug/));
    change(screen.getByLabelText("How many of Oak chair"), { target: { value: "2" } });
    // 4,500 + 1,200 + 2,400 = 8,100, but only 8,199 - 2,000 = 6,199 is left to refund.
    expect(refundSaid()).toContain("$6,199.00 MXN");
  });
});

describe("a staff refund in the shopper's history (docs/product.md 119)", () => {
  it("says what was refunded and why, where a change of status would be", async () => {
    const delivered = deliveredOrder();
    const refunded = paidOrder({
      ...delivered,
      refunded: 50_000,
      timeline: [
        ...delivered.timeline,
        {
          from: "delivered",
          to: "delivered",
          at: "2026-01-20T18:00:00.000Z",
          note: "A scratch on the seat",
          by: "admin",
          refunded: 50_000,
        },
      ],
    });
    stubFetch(() => json(200, refunded));
    renderShop(<OrderDetailsPage id={ID} />);
    const history = await screen.findByRole("list", { name: "Status changes" });
    const last = within(history).getAllByRole("listitem").at(-1);
    expect(last?.textContent).toContain("Refunded $500.00 MXN");
    expect(last?.textContent).toContain("A scratch on the seat");
    expect(fact(region("Order total"), "Refunded")).toBe("$500.00 MXN");
  });
});

describe("Request a return", () => {
  it("says until when, checks the lines and the reason, and sends only the chosen lines", async () => {
    const requested = paidOrder({
      ...deliveredOrder(),
      status: "return_requested",
      returnOpenUntil: null,
      returnRequest: {
        lines: [
          { productId: CHAIR, quantity: 1 },
          { productId: RUG, quantity: 3 },
        ],
        reason: "Too big for the room",
        status: "requested",
        refund: null,
        decisionNote: null,
        requestedAt: "2026-01-17T16:00:00.000Z",
        decidedAt: null,
      },
    });
    const sent = stubFetch((request) =>
      request.method === "POST" ? json(201, requested) : json(200, deliveredOrder()),
    );
    renderShop(<OrderDetailsPage id={ID} />);

    expect(await screen.findByText("You may return products of this order until 23/01/2026.")).toBeTruthy();
    const open = screen.getByRole("button", { name: "Request a return" });
    expect(open.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(open);
    expect(open.getAttribute("aria-expanded")).toBe("true");

    // Nothing chosen, no reason: both say so, the first takes the focus, nothing is sent.
    fireEvent.click(screen.getByRole("button", { name: "Send return request" }));
    const lines = screen.getByRole("group", { name: "Which products do you return?" });
    expect(lines.getAttribute("aria-describedby")).toBe("return-lines-error");
    expect(document.getElementById("return-lines-error")?.textContent).toBe("Choose the products to return");
    expect(document.activeElement).toBe(lines);
    const reason = screen.getByLabelText("Why do you return them?");
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("return-reason-error")?.textContent).toBe("Tell us why you return them");

    // Two of three lines, one of the two chairs; at most what was bought is offered.
    fireEvent.click(screen.getByLabelText(/Oak chair/));
    const chairs = screen.getByLabelText("How many of Oak chair") as HTMLSelectElement;
    expect(Array.from(chairs.options).map((o) => o.value)).toEqual(["1", "2"]);
    expect(chairs.value).toBe("2");
    // What comes back is said as the choice changes, before anything is sent.
    const refundSaid = () => lines.querySelector("[aria-live]")?.textContent;
    expect(refundSaid()).toBe(
      "Once we approve it, we will refund $5,000.00 MXN for these products (not the shipping).",
    );
    change(chairs, { target: { value: "1" } });
    fireEvent.click(screen.getByLabelText(/Jute rug/));
    expect(refundSaid()).toContain("$4,900.00 MXN");
    // A line chosen and then left out is not sent.
    fireEvent.click(screen.getByLabelText(/Brass lamp/));
    fireEvent.click(screen.getByLabelText(/Brass lamp/));
    expect(document.getElementById("return-lines-error")).toBeNull();

    change(reason, { target: { value: "  no" } });
    fireEvent.click(screen.getByRole("button", { name: "Send return request" }));
    expect(document.getElementById("return-reason-error")?.textContent).toBe("Tell us why you return them");
    change(reason, { target: { value: "x".repeat(501) } });
    expect(document.getElementById("return-reason-error")?.textContent).toBe(
      "The reason must be at most 500 characters",
    );
    expect(document.getElementById("return-reason-hint")?.textContent).toContain("501 of 500 characters");
    expect(sent.filter((r) => r.method === "POST")).toEqual([]);

    change(reason, { target: { value: "  Too big for the room " } });
    fireEvent.click(screen.getByRole("button", { name: "Send return request" }));

    const summary = await screen.findByRole("region", { name: "Return request" });
    expect(sent.filter((r) => r.method === "POST")).toEqual([
      {
        method: "POST",
        path: `${ORDER_PATH}/return`,
        body: {
          lines: [
            { productId: CHAIR, quantity: 1 },
            { productId: RUG, quantity: 3 },
          ],
          reason: "Too big for the room",
        },
      },
    ]);
    expect(statusShown()).toBe("Status: Return requested");
    expect(summary.textContent).toContain("The shop is looking at your request.");
    expect(document.activeElement).toBe(within(summary).getByRole("heading", { level: 2 }));
    expect(screen.queryByRole("button", { name: "Request a return" })).toBeNull();
    expect(notice().textContent).toContain("Return requested");
  });

  it("opens named by its button, without repeating it, and chooses an order's only line", async () => {
    const chairOnly = deliveredOrder();
    chairOnly.lines = chairOnly.lines.filter((line) => line.productId === CHAIR);
    stubFetch(() => json(200, chairOnly));
    renderShop(<OrderDetailsPage id={ID} />);

    fireEvent.click(await screen.findByRole("button", { name: "Request a return" }));

    expect(screen.getByRole("form", { name: "Request a return" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Request a return" })).toBeNull();
    expect((screen.getByRole("checkbox", { name: /Oak chair/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("How many of Oak chair") as HTMLSelectElement).value).toBe("2");
  });

  it("keeps the form and shows the server's refusal when the window has closed", async () => {
    stubFetch((request) =>
      request.method === "POST"
        ? json(409, {
            code: "conflict",
            message: "Returns for this order closed on 23/01/2026.",
            status: "delivered",
          })
        : json(200, deliveredOrder()),
    );
    renderShop(<OrderDetailsPage id={ID} />);

    fireEvent.click(await screen.findByRole("button", { name: "Request a return" }));
    fireEvent.click(screen.getByLabelText(/Brass lamp/));
    change(screen.getByLabelText("Why do you return them?"), { target: { value: "Wrong colour" } });
    fireEvent.click(screen.getByRole("button", { name: "Send return request" }));

    expect((await screen.findByRole("alert")).textContent).toBe(
      "Returns for this order closed on 23/01/2026.",
    );
  });
});

describe("a payment that failed", () => {
  /** An order whose payment the provider declined: cancelled at once, with the provider's code. */
  const declined = (): OrderDetails =>
    paidOrder({
      status: "cancelled",
      canCancel: false,
      failureReason: "card_declined",
      timeline: [
        paidOrder().timeline[0] as OrderDetails["timeline"][number],
        {
          from: "placed",
          to: "cancelled",
          at: "2026-01-15T02:30:01.000Z",
          note: null,
          by: "system",
          refunded: null,
        },
      ],
    });

  it("is said in words on the shopper's order page", async () => {
    stubFetch(() => json(200, declined()));
    renderShop(<OrderDetailsPage id={ID} />);

    expect(await screen.findByText("The card was declined.")).toBeTruthy();
    expect(screen.queryByText(/card_declined/)).toBeNull();
  });

  it("is said in the same words on the back office's order page", async () => {
    const order = fakeAdminOrder(declined());
    stubFetch(() => json(200, order));
    renderShop(<AdminOrderPage id={ID} />);

    expect(await screen.findByText("Payment failed: The card was declined.")).toBeTruthy();
    expect(screen.queryByText(/card_declined/)).toBeNull();
  });
});

describe("an order of two variants of one product", () => {
  const NILO = "00000000-0000-4000-8000-0000000001a0";
  const SAGE = "00000000-0000-4000-8000-0000000001a1";
  const CREAM = "00000000-0000-4000-8000-0000000001a2";
  const line = (variantId: string, variantLabel: string, sku: string) => ({
    productId: NILO,
    variantId,
    variantLabel,
    sku,
    name: "Nilo chair",
    price: 500_000,
    quantity: 1,
    lineTotal: 500_000,
    discount: 0,
    image: null,
  });
  const order = (): OrderDetails => ({
    ...deliveredOrder(),
    lines: [line(SAGE, "Sage · One seat", "NILO-SAGE-1"), line(CREAM, "Cream · Two seats", "NILO-CREAM-2")],
  });

  it("names each line by its variant, and returns the one chosen by it", async () => {
    const sent = stubFetch((request) =>
      request.method === "POST" ? refusal(500, "not this time") : json(200, order()),
    );
    renderShop(<OrderDetailsPage id={ID} />);

    const products = await screen.findByRole("region", { name: "Products" });
    expect(within(products).getByText("Nilo chair (Sage · One seat)")).toBeTruthy();
    expect(within(products).getByText("Nilo chair (Cream · Two seats)")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Request a return" }));
    const sage = screen.getByLabelText(/Nilo chair \(Sage · One seat\)/) as HTMLInputElement;
    fireEvent.click(sage);
    expect(sage.checked).toBe(true);
    const cream = screen.getByLabelText(/Nilo chair \(Cream · Two seats\)/) as HTMLInputElement;
    expect(cream.checked).toBe(false);
    change(screen.getByLabelText("Why do you return them?"), { target: { value: "Wrong colour" } });
    fireEvent.click(screen.getByRole("button", { name: "Send return request" }));

    await screen.findByRole("alert");
    expect(sent.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([
      { lines: [{ productId: NILO, variantId: SAGE, quantity: 1 }], reason: "Wrong colour" },
    ]);
  });

  it("shows staff each line's variant and SKU, so the right one is shipped", async () => {
    const admin = fakeAdminOrder(order());
    stubFetch(() => json(200, admin));
    renderShop(<AdminOrderPage id={ID} />);

    const sage = await screen.findByRole("rowheader", { name: /Nilo chair \(Sage · One seat\)/ });
    expect(sage.textContent).toContain("SKU: NILO-SAGE-1");
    const cream = screen.getByRole("rowheader", { name: /Nilo chair \(Cream · Two seats\)/ });
    expect(cream.textContent).toContain("SKU: NILO-CREAM-2");
  });
});
