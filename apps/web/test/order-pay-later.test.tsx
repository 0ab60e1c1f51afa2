import type { AdminOrder, OrderDetails, PayLater } from "@hogar/shared";
import { code128Bars } from "@hogar/shared/code128";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { OrderPage as AdminOrderPage } from "../src/features/back-office/components/order-page.tsx";
import { SANDBOX_POLL_MS, SANDBOX_WAIT_MS } from "../src/features/orders/api/sandbox-pay.ts";
import { OrderDetailsPage } from "../src/features/orders/components/order-details.tsx";
import { OrderList } from "../src/features/orders/components/order-list.tsx";
import { shopSettingsQueryOptions } from "../src/lib/shop-settings-query.ts";
import { json, refusal, type SentRequest, stubFetch } from "./helpers/fake-api.ts";
import { fakeAdminOrder, fakeOrder, fakeOrderDetails } from "./helpers/fake-orders.ts";
import { renderShop, TEST_SHOP_SETTINGS } from "./helpers/render.tsx";

const ID = "5e6f7a8b-0000-4000-8000-000000000017";
const ORDER_PATH = `/api/orders/${ID}`;
const OXXO_REFERENCE = "93000012345678";
// 646 (STP) 180 (its plaza), an 11-digit account and the control digit (docs/product.md 86).
const CLABE = "646180123456789014";

// 12:00 on 18 January in UTC is 06:00 in Mexico City.
const EXPIRES_AT = "2026-01-18T12:00:00.000Z";
// Two days before it: the orders are shown while they can still be paid (unless a test says otherwise).
const BEFORE_DEADLINE = "2026-01-16T12:00:00.000Z";

beforeEach(() => {
  // The clock only (timers stay real); a test that fakes the timers too keeps this time.
  vi.setSystemTime(BEFORE_DEADLINE);
});

const oxxo = (): PayLater => ({
  method: "oxxo",
  reference: OXXO_REFERENCE,
  clabe: null,
  bank: null,
  amount: 109_900,
  expiresAt: EXPIRES_AT,
});

const spei = (): PayLater => ({
  method: "spei",
  reference: "4827193",
  clabe: CLABE,
  bank: "STP",
  amount: 109_900,
  expiresAt: EXPIRES_AT,
});

/** An order placed with OXXO or SPEI, waiting for the money (docs/product.md 86). */
function awaitingOrder(payLater: PayLater, overrides: Partial<OrderDetails> = {}): OrderDetails {
  return fakeOrderDetails({
    id: ID,
    status: "awaiting_payment",
    paymentMethod: payLater.method,
    card: null,
    payLater,
    timeline: [
      { from: null, to: "placed", at: "2026-01-15T12:00:00.000Z", note: null, by: "shopper", refunded: null },
      {
        from: "placed",
        to: "awaiting_payment",
        at: "2026-01-15T12:00:01.000Z",
        note: null,
        by: "system",
        refunded: null,
      },
    ],
    createdAt: "2026-01-15T12:00:00.000Z",
    canCancel: true,
    ...overrides,
  });
}

/** The same order once the webhook said it was paid. */
const paidOrder = (payLater: PayLater) =>
  awaitingOrder(payLater, {
    status: "paid",
    timeline: [
      ...awaitingOrder(payLater).timeline,
      {
        from: "awaiting_payment",
        to: "paid",
        at: "2026-01-15T12:05:00.000Z",
        note: null,
        by: "system",
        refunded: null,
      },
    ],
  });

const region = (name: string) => screen.getByRole("region", { name });
const notice = () => screen.getByRole("region", { name: "Notice" });
const statusShown = () => screen.getByText("Status:").parentElement?.textContent;

/** The value beside a term of a description list in `within`. */
function fact(where: HTMLElement, term: string) {
  return within(where).getByText(term, { selector: "dt" }).nextElementSibling;
}

/** What a screen reader reads of `element`: its text without what is hidden from it. */
function spoken(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll("[aria-hidden='true']")) hidden.remove();
  return copy.textContent ?? "";
}

/** The steps of "How to pay", in order. */
const steps = () =>
  within(region("How to pay"))
    .getAllByRole("listitem")
    .map((step) => step.textContent);

/** Puts a clipboard in the browser that remembers what was copied. */
function stubClipboard(): string[] {
  const copied: string[] = [];
  vi.stubGlobal("navigator", {
    ...navigator,
    clipboard: { writeText: vi.fn(async (text: string) => void copied.push(text)) },
  });
  return copied;
}

const reads = (sent: SentRequest[]) => sent.filter((r) => r.method === "GET" && r.path === ORDER_PATH);

describe("How to pay an OXXO order", () => {
  it("shows the barcode of the reference, the reference grouped, the amount, the deadline and the steps", async () => {
    stubFetch(() => json(200, awaitingOrder(oxxo())));
    renderShop(<OrderDetailsPage id={ID} />);

    const panel = await screen.findByRole("region", { name: "How to pay" });
    expect(statusShown()).toBe("Status: Awaiting payment");
    expect(within(panel).getByText(/^Pay \$1,099\.00 MXN in cash at any OXXO store before/).textContent).toBe(
      "Pay $1,099.00 MXN in cash at any OXXO store before 18/01/2026 06:00. We hold your products until then.",
    );

    // The barcode the cashier scans: Code 128 of the 14 digits, bar for bar, crisp, and named.
    const barcode = within(panel).getByRole("img", { name: "Barcode for reference 9300 0012 3456 78" });
    expect(barcode.getAttribute("shape-rendering")).toBe("crispEdges");
    const bars = Array.from(barcode.querySelectorAll("rect[fill='#000']"), (bar) => ({
      x: Number(bar.getAttribute("x")),
      width: Number(bar.getAttribute("width")),
    }));
    // 2 units a module, after the 10-module quiet zone.
    expect(bars).toEqual(
      code128Bars(OXXO_REFERENCE).map(({ start, width }) => ({ x: (start + 10) * 2, width: width * 2 })),
    );

    expect(fact(panel, "Reference")?.textContent).toContain("9300 0012 3456 78");
    expect(fact(panel, "Amount")?.textContent).toBe("$1,099.00 MXN");
    expect(fact(panel, "Pay before")?.textContent).toBe("18/01/2026 06:00");
    expect(within(panel).queryByText("CLABE")).toBeNull();
    expect(steps()).toEqual([
      "Go to any OXXO store and tell the cashier you want to make an OXXO Pay payment.",
      "Show the barcode or dictate the reference.",
      "Pay $1,099.00 MXN in cash.",
      "Keep your receipt: it proves your payment. We e-mail you as soon as it reaches us.",
    ]);

    // Paid by cash, not by a card.
    expect(spoken(region("Payment detail"))).toBe("Payment detailCash at OXXOReference 93000012345678");
  });

  it("copies the reference without the spaces it is shown with, and says so", async () => {
    const copied = stubClipboard();
    stubFetch(() => json(200, awaitingOrder(oxxo())));
    renderShop(<OrderDetailsPage id={ID} />);

    fireEvent.click(await screen.findByRole("button", { name: "Copy reference" }));

    const button = screen.getByRole("button", { name: "Copy reference" });
    expect(await within(button).findByText("Copied")).toBeTruthy();
    expect(copied).toEqual([OXXO_REFERENCE]);
    // Said to screen readers too, politely.
    expect(button.nextElementSibling?.getAttribute("role")).toBe("status");
    expect(button.nextElementSibling?.textContent).toBe("Copied");
  });

  it("says how to copy by hand when the browser gives no clipboard", async () => {
    vi.stubGlobal("navigator", { ...navigator, clipboard: undefined });
    stubFetch(() => json(200, awaitingOrder(oxxo())));
    renderShop(<OrderDetailsPage id={ID} />);

    fireEvent.click(await screen.findByRole("button", { name: "Copy reference" }));

    expect(await screen.findByText("Could not copy. Select the number and copy it yourself.")).toBeTruthy();
  });

  it("is gone once the order is paid, and the orders list shows the status and the deadline while it waits", async () => {
    stubFetch((request) =>
      request.path === ORDER_PATH
        ? json(200, paidOrder(oxxo()))
        : json(200, [fakeOrder({ ...awaitingOrder(oxxo()) })]),
    );
    renderShop(
      <>
        <OrderDetailsPage id={ID} />
        <OrderList />
      </>,
    );

    const card = await screen.findByRole("article", { name: "Order 5e6f7a8b" });
    expect(within(card).getByText("Awaiting payment")).toBeTruthy();
    expect(within(card).getByText("Pay before 18/01/2026 06:00")).toBeTruthy();
    expect(await screen.findByRole("region", { name: "Payment detail" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "How to pay" })).toBeNull();
    expect(spoken(region("Payment detail"))).toBe("Payment detailCash at OXXOReference 93000012345678");
  });
});

describe("the delivery day an order shows (docs/product.md 86)", () => {
  /** The order's page and the orders list, both showing `order`. */
  async function showBoth(order: OrderDetails) {
    stubFetch((request) =>
      request.path === ORDER_PATH ? json(200, order) : json(200, [fakeOrder({ ...order })]),
    );
    renderShop(
      <>
        <OrderDetailsPage id={ID} />
        <OrderList />
      </>,
    );
    return screen.findByRole("article", { name: "Order 5e6f7a8b" });
  }

  it("counts from the payment while OXXO or SPEI awaits it, on the order's page and in the list", async () => {
    const card = await showBoth(
      awaitingOrder(spei(), { delivery: "day_after_tomorrow", deliveryDate: "17/01/2026" }),
    );
    expect(within(card).getByText("Arrives two days after you pay")).toBeTruthy();
    await screen.findByRole("region", { name: "How to pay" });
    expect(fact(region("Delivery details"), "Delivery date")?.textContent).toBe("Two days after you pay");
  });

  it("is the day the payment set once paid", async () => {
    stubFetch(() => json(200, paidOrder(spei())));
    renderShop(<OrderDetailsPage id={ID} />);

    await screen.findByRole("region", { name: "Payment detail" });
    expect(fact(region("Delivery details"), "Delivery date")?.textContent).toBe(
      paidOrder(spei()).deliveryDate,
    );
  });

  it("is gone once the order is cancelled unpaid: it will not arrive", async () => {
    const card = await showBoth(
      awaitingOrder(oxxo(), { status: "cancelled", canCancel: false, deliveryDate: "17/01/2026" }),
    );
    expect(within(card).queryByText(/Arrives/)).toBeNull();
    expect(within(card).queryByText(/17\/01\/2026/)).toBeNull();
    await screen.findByRole("region", { name: "Delivery details" });
    expect(within(region("Delivery details")).queryByText("Delivery date")).toBeNull();
  });

  it("is the day it was delivered in the list, once delivered", async () => {
    const delivered = { ...paidOrder(spei()), status: "delivered" as const };
    const card = await showBoth({ ...delivered, deliveredAt: "2026-01-16T20:00:00.000Z" });
    expect(within(card).getByText("Delivered: 16/01/2026")).toBeTruthy();
  });
});

describe("How to pay a SPEI order", () => {
  it("shows the CLABE and its bank, the reference, the amount, the deadline and the steps, and no barcode", async () => {
    const copied = stubClipboard();
    stubFetch(() => json(200, awaitingOrder(spei())));
    renderShop(<OrderDetailsPage id={ID} />);

    const panel = await screen.findByRole("region", { name: "How to pay" });
    expect(within(panel).getByText(/^Transfer .* by SPEI/).textContent).toBe(
      "Transfer $1,099.00 MXN by SPEI before 18/01/2026 06:00. We hold your products until then.",
    );
    expect(fact(panel, "CLABE")?.textContent).toContain("6461 8012 3456 7890 14");
    expect(fact(panel, "Bank")?.textContent).toBe("STP");
    expect(fact(panel, "Reference")?.textContent).toContain("4827 193");
    expect(fact(panel, "Amount")?.textContent).toBe("$1,099.00 MXN");
    expect(fact(panel, "Pay before")?.textContent).toBe("18/01/2026 06:00");
    expect(within(panel).queryByRole("img")).toBeNull();
    expect(steps()).toEqual([
      "Open your bank's app or website and choose a SPEI transfer.",
      "Add the CLABE as a new account; its bank is STP.",
      "Transfer exactly $1,099.00 MXN with the reference 4827193 in the numeric reference field.",
      "We e-mail you as soon as your transfer reaches us.",
    ]);

    fireEvent.click(within(panel).getByRole("button", { name: "Copy CLABE" }));
    fireEvent.click(within(panel).getByRole("button", { name: "Copy reference" }));
    await within(panel).findAllByText("Copied", { selector: "button" });
    expect(copied).toEqual([CLABE, "4827193"]);
    expect(spoken(region("Payment detail"))).toBe("Payment detailSPEI transferReference 4827193");
  });
});

describe("cancelling an order that awaits its payment", () => {
  it("says nothing was charged, before and after", async () => {
    const cancelled = awaitingOrder(oxxo(), {
      status: "cancelled",
      canCancel: false,
      timeline: [
        ...awaitingOrder(oxxo()).timeline,
        {
          from: "awaiting_payment",
          to: "cancelled",
          at: "2026-01-15T13:00:00.000Z",
          note: null,
          by: "shopper",
          refunded: null,
        },
      ],
    });
    const sent = stubFetch((request) =>
      json(200, request.method === "POST" ? cancelled : awaitingOrder(oxxo())),
    );
    renderShop(<OrderDetailsPage id={ID} />);

    expect(
      await screen.findByText("You can cancel this order while it awaits payment. Nothing has been charged."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel order" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel this order?" });
    expect(dialog.textContent).toContain("Nothing has been charged.");
    expect(dialog.textContent).not.toContain("goes back to your card");
    fireEvent.submit(dialog.querySelector("form") as HTMLFormElement);

    expect(await screen.findByText("Your order was cancelled. Nothing was charged.")).toBeTruthy();
    expect(notice().textContent).toContain("Order cancelled");
    expect(sent.filter((r) => r.method === "POST")).toEqual([
      { method: "POST", path: `${ORDER_PATH}/cancel`, body: {} },
    ]);
    expect(statusShown()).toBe("Status: Cancelled");
    expect(screen.queryByRole("region", { name: "How to pay" })).toBeNull();
  });
});

describe("Pay now (sandbox)", () => {
  /** Lets `ms` of (fake) time pass, and React and the queries catch up. */
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it("is not offered where the shop has no sandbox controls (production)", async () => {
    stubFetch(() => json(200, awaitingOrder(oxxo())));
    const queryClient = renderShop(<OrderDetailsPage id={ID} />);
    queryClient.setQueryData(shopSettingsQueryOptions.queryKey, {
      ...TEST_SHOP_SETTINGS,
      payments: { ...TEST_SHOP_SETTINGS.payments, sandboxControls: false },
    });

    await screen.findByRole("region", { name: "How to pay" });
    expect(screen.queryByRole("button", { name: "Pay now (sandbox)" })).toBeNull();
  });

  it("pays the reference, then reads the order every second until it is paid, and stops", async () => {
    vi.useFakeTimers();
    let paid = false;
    let readsAfterPaying = 0;
    const sent = stubFetch((request) => {
      if (request.method === "POST") {
        paid = true;
        return json(200, { orderId: ID, paymentId: "pay_1", status: "captured" });
      }
      if (request.path !== ORDER_PATH) return json(200, []);
      // The webhook reaches the order on the third read after the sandbox took the payment.
      if (paid) readsAfterPaying += 1;
      return json(200, readsAfterPaying >= 3 ? paidOrder(oxxo()) : awaitingOrder(oxxo()));
    });
    renderShop(<OrderDetailsPage id={ID} />);
    await wait(0);

    fireEvent.click(screen.getByRole("button", { name: "Pay now (sandbox)" }));
    await wait(0);
    expect(sent.filter((r) => r.method === "POST")).toEqual([
      { method: "POST", path: "/api/sandbox/payments/pay", body: { reference: OXXO_REFERENCE } },
    ]);
    const button = screen.getByRole("button", { name: "Pay now (sandbox)" });
    // Not pressable again, yet it keeps the focus.
    expect(button.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(button);
    await wait(0);
    expect(sent.filter((r) => r.method === "POST")).toHaveLength(1);
    expect(screen.getByText("Payment sent. Waiting for it to reach the shop...")).toBeTruthy();
    expect(reads(sent)).toHaveLength(1);

    await wait(SANDBOX_POLL_MS);
    expect(reads(sent)).toHaveLength(2);
    expect(statusShown()).toBe("Status: Awaiting payment");
    await wait(SANDBOX_POLL_MS);
    await wait(SANDBOX_POLL_MS);
    expect(reads(sent)).toHaveLength(4);
    // The fourth read's answer is read (fake time: the answer's promises settle, no timer fires).
    await wait(100);

    expect(statusShown()).toBe("Status: Paid");
    expect(screen.queryByRole("region", { name: "How to pay" })).toBeNull();
    expect(notice().textContent).toContain("Payment received");
    // The button went with the panel: the focus is on the order's heading.
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1 }));

    // Paid: nobody asks any more.
    await wait(10 * SANDBOX_POLL_MS);
    expect(reads(sent)).toHaveLength(4);
  });

  it("stops after a minute and says the payment has not arrived", async () => {
    vi.useFakeTimers();
    const sent = stubFetch((request) =>
      request.method === "POST"
        ? json(200, { orderId: ID, paymentId: "pay_1", status: "captured" })
        : json(200, awaitingOrder(spei())),
    );
    renderShop(<OrderDetailsPage id={ID} />);
    await wait(0);

    fireEvent.click(screen.getByRole("button", { name: "Pay now (sandbox)" }));
    await wait(0);
    expect(sent.filter((r) => r.method === "POST")[0]?.body).toEqual({ reference: "4827193" });

    await wait(SANDBOX_WAIT_MS);
    const asked = reads(sent).length;
    // About one read a second for the minute.
    expect(asked).toBeGreaterThanOrEqual(55);
    expect(asked).toBeLessThanOrEqual(62);
    expect(notice().textContent).toContain("The payment has not arrived yet");
    expect(screen.queryByText("Payment sent. Waiting for it to reach the shop...")).toBeNull();
    expect(screen.getByRole("button", { name: "Pay now (sandbox)" }).hasAttribute("aria-disabled")).toBe(
      false,
    );

    await wait(10 * SANDBOX_POLL_MS);
    expect(reads(sent)).toHaveLength(asked);
  });

  it("shows the sandbox's refusal and reads the order again", async () => {
    const sent = stubFetch((request) =>
      request.method === "POST"
        ? json(409, { code: "conflict", message: "This reference is already paid." })
        : json(200, awaitingOrder(oxxo())),
    );
    renderShop(<OrderDetailsPage id={ID} />);

    fireEvent.click(await screen.findByRole("button", { name: "Pay now (sandbox)" }));

    expect(await screen.findByText("This reference is already paid.")).toBeTruthy();
    expect(notice().textContent).toContain("The sandbox did not pay");
    expect(screen.queryByText("Payment sent. Waiting for it to reach the shop...")).toBeNull();
    expect(reads(sent).length).toBeGreaterThanOrEqual(2);
  });
});

describe("past the payment deadline", () => {
  const PASSED = "The payment deadline has passed; this order will be cancelled shortly.";
  /** Lets `ms` of (fake) time pass, and React and the queries catch up. */
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it.each([
    ["OXXO", oxxo],
    ["SPEI", spei],
  ])(
    "an order to pay by %s, still awaiting payment, says it will be cancelled and offers no way to pay",
    async (_, payLater) => {
      // The settler cancels it within a minute of the deadline (docs/product.md 86); until then the
      // order still says awaiting payment.
      vi.setSystemTime("2026-01-18T12:00:30.000Z");
      stubFetch(() => json(200, awaitingOrder(payLater())));
      renderShop(<OrderDetailsPage id={ID} />);

      expect((await screen.findByText(PASSED)).closest("[role='status']")).toBeTruthy();
      expect(screen.queryByRole("region", { name: "How to pay" })).toBeNull();
      expect(screen.queryByRole("button", { name: "Pay now (sandbox)" })).toBeNull();
      expect(screen.queryByText(/^Pay \$1,099\.00 MXN/)).toBeNull();
      expect(statusShown()).toBe("Status: Awaiting payment");
    },
  );

  it("turns into that note at the deadline while the page stays open", async () => {
    vi.useFakeTimers();
    vi.setSystemTime("2026-01-18T11:59:00.000Z");
    stubFetch(() => json(200, awaitingOrder(oxxo())));
    renderShop(<OrderDetailsPage id={ID} />);
    await wait(0);
    expect(region("How to pay")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Pay now (sandbox)" })).toBeTruthy();

    // A minute to go: one millisecond before it, still payable.
    await wait(59_999);
    expect(region("How to pay")).toBeTruthy();
    expect(screen.queryByText(PASSED)).toBeNull();

    await wait(1);
    expect(screen.getByText(PASSED)).toBeTruthy();
    expect(screen.queryByRole("region", { name: "How to pay" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Pay now (sandbox)" })).toBeNull();
  });

  it.each([
    ["Pay now (sandbox)", "Pay now (sandbox)"],
    ["a copy button", "Copy reference"],
  ])("moves the focus from %s to the note when the deadline takes the panel away", async (_, name) => {
    vi.useFakeTimers();
    vi.setSystemTime("2026-01-18T11:59:00.000Z");
    stubFetch(() => json(200, awaitingOrder(oxxo())));
    renderShop(<OrderDetailsPage id={ID} />);
    await wait(0);
    const button = within(region("How to pay")).getByRole("button", { name });
    act(() => button.focus());
    expect(document.activeElement).toBe(button);

    await wait(60_000);
    const note = screen.getByText(PASSED).closest("[role='status']");
    expect(note).toBeTruthy();
    expect(note?.getAttribute("tabindex")).toBe("-1");
    expect(document.activeElement).toBe(note);
  });

  it("leaves the focus where it is when it was outside the panel at the deadline", async () => {
    vi.useFakeTimers();
    vi.setSystemTime("2026-01-18T11:59:00.000Z");
    stubFetch(() => json(200, awaitingOrder(oxxo())));
    renderShop(<OrderDetailsPage id={ID} />);
    await wait(0);
    const outside = screen.getByRole("heading", { level: 1 });
    outside.setAttribute("tabindex", "-1");
    act(() => outside.focus());

    await wait(60_000);
    expect(screen.getByText(PASSED)).toBeTruthy();
    expect(document.activeElement).toBe(outside);
  });

  it("keeps the instructions for a deadline further off than a timer can wait at once", async () => {
    vi.useFakeTimers();
    const expiresAt = "2026-03-01T12:00:00.000Z";
    // 44 days before it: more than setTimeout's longest wait (about 24.8 days).
    vi.setSystemTime("2026-01-16T12:00:00.000Z");
    stubFetch(() => json(200, awaitingOrder({ ...oxxo(), expiresAt })));
    renderShop(<OrderDetailsPage id={ID} />);
    await wait(0);
    expect(region("How to pay")).toBeTruthy();

    await wait(30 * 24 * 3_600_000);
    expect(region("How to pay")).toBeTruthy();
    expect(screen.queryByText(PASSED)).toBeNull();

    await wait(14 * 24 * 3_600_000);
    expect(screen.getByText(PASSED)).toBeTruthy();
    expect(screen.queryByRole("region", { name: "How to pay" })).toBeNull();
  });
});

describe("the payment line", () => {
  it.each([
    [{ paymentMethod: "card", installments: 1 }, "Payment detailVisa finished in 4242 · Credit"],
    // 12 MSI of $12,345.67: $1,028.81 a month, rounded up to the centavo, and the last one what is
    // left (docs/product.md 88).
    [
      { paymentMethod: "card", installments: 12, total: 1_234_567 },
      "Payment detailVisa finished in 4242 · Creditin 12 interest-free payments of $1,028.81 MXN (the last one $1,028.76 MXN)",
    ],
    // A debit card says so: a shopper may hold a credit and a debit card of one brand.
    [
      { paymentMethod: "card", installments: 1, card: { brand: "Visa", last4: "5556", funding: "debit" } },
      "Payment detailVisa finished in 5556 · Debit",
    ],
    [{ paymentMethod: "card", installments: 1, card: null }, "Payment detailCard"],
    [
      { paymentMethod: "oxxo", card: null, payLater: oxxo() },
      "Payment detailCash at OXXOReference 93000012345678",
    ],
    [{ paymentMethod: "spei", card: null, payLater: spei() }, "Payment detailSPEI transferReference 4827193"],
  ] as [Partial<OrderDetails>, string][])("says %o as %s", async (payment, expected) => {
    stubFetch(() => json(200, fakeOrderDetails({ id: ID, ...payment })));
    renderShop(<OrderDetailsPage id={ID} />);

    expect(spoken(await screen.findByRole("region", { name: "Payment detail" }))).toBe(expected);
  });
});

describe("the back office's order page", () => {
  const adminOrder = (order: OrderDetails, nextStatuses: AdminOrder["nextStatuses"]) =>
    fakeAdminOrder(order, { nextStatuses });

  it("shows an OXXO order's reference and deadline, and lets the admin cancel it", async () => {
    stubFetch(() => json(200, adminOrder(awaitingOrder(oxxo()), ["cancelled"])));
    renderShop(<AdminOrderPage id={ID} />);

    const panel = await screen.findByRole("region", { name: "Delivery and payment" });
    expect(fact(panel, "Payment")?.textContent).toBe("Cash at OXXO");
    expect(fact(panel, "Reference")?.textContent).toBe(OXXO_REFERENCE);
    expect(fact(panel, "Payment deadline")?.textContent).toBe("18/01/2026 06:00");
    expect(within(panel).queryByText("CLABE")).toBeNull();
    expect(within(panel).queryByText("Plan")).toBeNull();
    expect(screen.getByRole("button", { name: "Cancel order" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel with refund" })).toBeNull();
  });

  it("says an unpaid order's delivery counts from its payment, in staff's words", async () => {
    stubFetch(() => json(200, adminOrder(awaitingOrder(oxxo()), ["cancelled"])));
    renderShop(<AdminOrderPage id={ID} />);

    const panel = await screen.findByRole("region", { name: "Delivery and payment" });
    expect(fact(panel, "Delivery date")?.textContent).toBe("The day after it is paid");
  });

  it("shows a SPEI order's CLABE, bank and reference, without a deadline once paid", async () => {
    stubFetch(() => json(200, adminOrder(paidOrder(spei()), ["shipped", "cancelled"])));
    renderShop(<AdminOrderPage id={ID} />);

    const panel = await screen.findByRole("region", { name: "Delivery and payment" });
    expect(fact(panel, "Payment")?.textContent).toBe("SPEI transfer");
    expect(fact(panel, "CLABE")?.textContent).toBe(CLABE);
    expect(fact(panel, "Bank")?.textContent).toBe("STP");
    expect(fact(panel, "Reference")?.textContent).toBe("4827193");
    expect(within(panel).queryByText("Payment deadline")).toBeNull();
  });

  it.each([
    [1, "At once"],
    [6, "6 interest-free payments of $1,000.00 MXN"],
  ])("shows a card order's plan (%i payments) as %s", async (installments, plan) => {
    stubFetch((request) =>
      request.path === `/api/admin/orders/${ID}`
        ? json(200, adminOrder(fakeOrderDetails({ id: ID, installments, total: 600_000 }), []))
        : refusal(404, "Not found"),
    );
    renderShop(<AdminOrderPage id={ID} />);

    const panel = await screen.findByRole("region", { name: "Delivery and payment" });
    expect(fact(panel, "Payment")?.textContent).toBe("Visa ending in 4242");
    expect(fact(panel, "Plan")?.textContent).toBe(plan);
  });
});
