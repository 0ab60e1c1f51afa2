import type { Order, SavedCard } from "@hogar/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { type ReactNode, useState } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { NoticeModal } from "../src/components/ui/notice/notice-modal.tsx";
import { Checkout } from "../src/features/checkout/components/checkout.tsx";
import { planDroppedNotice, usablePayment } from "../src/features/checkout/components/payment-options.ts";
import type { CheckoutSummary } from "../src/features/checkout/components/types.ts";
import { shopSettingsQueryOptions } from "../src/lib/shop-settings-query.ts";
import { ADDRESS_ID, fakeAddress, json, type SentRequest, stubFetch } from "./helpers/fake-api.ts";
import { fakeOrder } from "./helpers/fake-orders.ts";
import { TEST_SHOP_SETTINGS } from "./helpers/render.tsx";

// The payment step (docs/product.md 85-88): card (at once or in meses sin intereses), cash at OXXO, or
// a SPEI transfer; what is sent for each, and where the shopper lands once the order is placed.

const CARD_ID = "33333333-0000-4000-8000-000000000000";
const STORAGE_KEY = "hogar:checkout:cart";
/** The cart's lines the summary shows, which the order is sent with. */
const CART_LINES = [{ productId: "55555555-0000-4000-8000-000000000000", quantity: 1 }];

const card: SavedCard = {
  id: CARD_ID,
  holderName: "ANA LOPEZ",
  brand: "Visa",
  funding: "credit",
  last4: "4242",
  expMonth: "12",
  expYear: "35",
};
const DEBIT_ID = "33333333-0000-4000-8000-000000000001";
const debitCard: SavedCard = { ...card, id: DEBIT_ID, funding: "debit", last4: "5556" };

/** A cart that comes to `total` centavos, shipping included. */
function summaryOf(total: number): CheckoutSummary {
  const shipping = total < 1_000_000 ? 9_900 : 0;
  return {
    lines: [{ key: "lamp", name: "Brass lamp", quantity: 1, lineTotal: total - shipping, image: null }],
    subtotal: total - shipping,
    shipping,
    total,
  };
}

/** Where the app is: the checkout navigates away once the order is placed. */
function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/**
 * The cart checkout at `path` (a reload opens it at its step), answering POST /api/orders with
 * `placed`, or with what `answer` says for each try.
 */
function renderCheckout({
  total,
  path = "/buy-cart",
  placed = fakeOrder(),
  answer = () => json(201, placed),
  cards = [card],
  checkout,
}: {
  total: number;
  cards?: SavedCard[];
  path?: string;
  placed?: Order;
  answer?: () => Response;
  /** Another checkout than the one with the saved card. */
  checkout?: ReactNode;
}): SentRequest[] {
  const sent = stubFetch((request) =>
    request.method === "POST" && request.path === "/api/orders"
      ? answer()
      : new Response(null, { status: 500 }),
  );
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  queryClient.setQueryData(shopSettingsQueryOptions.queryKey, TEST_SHOP_SETTINGS);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/buy-cart"
            element={
              checkout ?? (
                <Checkout
                  item={{ source: "cart", lines: CART_LINES }}
                  summary={summaryOf(total)}
                  address={fakeAddress()}
                  cards={cards}
                  timeZone="America/Mexico_City"
                  payments={TEST_SHOP_SETTINGS.payments}
                  renderCardLogo={() => null}
                  renderAddCard={() => null}
                />
              )
            }
          />
          <Route path="*" element={null} />
        </Routes>
        <Location />
        <NoticeModal />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return sent;
}

const button = (name: string) => screen.getByRole("button", { name });
const radio = (name: string) => screen.getByRole<HTMLInputElement>("radio", { name });
const continueButton = () => button("Continue");

/** The text of the elements that describe `element` (aria-describedby), as a screen reader says it. */
function description(element: HTMLElement): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

function toPayments() {
  fireEvent.click(button("Arrives tomorrow"));
  fireEvent.click(continueButton());
}

/** Checkout choices kept from earlier (as after a reload): a card paid at once, unless said otherwise. */
function storeChoices(choices: Record<string, unknown> = {}) {
  sessionStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({
      delivery: "tomorrow",
      method: "card",
      cardId: CARD_ID,
      installments: 1,
      attempt: null,
      ...choices,
    }),
  );
}

function stored(): Record<string, unknown> {
  return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null");
}

const orderPosts = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === "POST" && request.path === "/api/orders");

/** The Idempotency-Key of each POST /api/orders, in the order sent. */
function orderKeys(): string[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([path, init]) => path === "/api/orders" && init?.method === "POST")
    .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.["Idempotency-Key"] ?? "");
}

const notice = () => screen.getByRole("region", { name: "Notice" });

describe("the payment step's methods", () => {
  it("offers card, OXXO and SPEI as one group, card first and chosen, each saying what it means", () => {
    renderCheckout({ total: 116_000 });
    toPayments();

    // A fieldset with its own visible legend names the group as the focus enters it.
    const group = screen.getByRole("group", { name: "Payment method" });
    expect(group.tagName).toBe("FIELDSET");
    expect(group.querySelector("legend")?.textContent).toBe("Payment method");
    expect(
      within(group)
        .getAllByRole("radio")
        .map((option) => option.getAttribute("value")),
    ).toEqual(["card", "oxxo", "spei"]);
    expect(radio("Card").checked).toBe(true);
    expect(description(radio("Card"))).toBe("Credit or debit, paid at once.");
    expect(description(radio("Cash at OXXO"))).toBe("Pay in cash at any OXXO store within 3 days.");
    expect(description(radio("SPEI bank transfer"))).toBe(
      "Transfer from your bank's app or website within 3 days.",
    );
    // A card is still to be chosen; the saved cards and the add-card button are there.
    expect(continueButton().hasAttribute("disabled")).toBe(true);
    expect(button("Select card ending in 4242").getAttribute("aria-pressed")).toBe("false");
    expect(button("Use other payment method")).toBeTruthy();
    // The disabled Continue says why, and stops once a card is chosen.
    expect(description(continueButton())).toBe("Choose one of your cards, or add one, to continue.");
    fireEvent.click(button("Select card ending in 4242"));
    expect(continueButton().hasAttribute("disabled")).toBe(false);
    expect(continueButton().getAttribute("aria-describedby")).toBeNull();
    expect(screen.queryByText("Choose one of your cards, or add one, to continue.")).toBeNull();
  });

  it("offers meses sin intereses in the summary only while the card is chosen", () => {
    renderCheckout({ total: 1_200_000 });
    toPayments();

    const summary = screen.getByRole("region", { name: "Order summary" });
    const offer = "Up to 12 interest-free payments of $1,000.00 MXN";
    expect(within(summary).queryByText(offer)).not.toBeNull();
    // A transfer has no plans (docs/product.md 88), so the summary stops offering them.
    fireEvent.click(radio("SPEI bank transfer"));
    expect(within(summary).queryByText(offer)).toBeNull();
    fireEvent.click(radio("Card"));
    expect(within(summary).queryByText(offer)).not.toBeNull();
  });

  it("can go on with OXXO or SPEI at once, and keeps the choice for a reload", () => {
    renderCheckout({ total: 116_000 });
    toPayments();

    fireEvent.click(radio("Cash at OXXO"));
    expect(radio("Cash at OXXO").checked).toBe(true);
    // No card to pick for cash: the card's part goes away and Continue is ready.
    expect(screen.queryByRole("button", { name: "Select card ending in 4242" })).toBeNull();
    expect(continueButton().hasAttribute("disabled")).toBe(false);
    expect(stored()).toMatchObject({ method: "oxxo" });

    fireEvent.click(radio("SPEI bank transfer"));
    expect(stored()).toMatchObject({ method: "spei" });

    // Back to the card: the card picked before is still picked.
    fireEvent.click(radio("Card"));
    fireEvent.click(button("Select card ending in 4242"));
    fireEvent.click(radio("SPEI bank transfer"));
    fireEvent.click(radio("Card"));
    expect(button("Select card ending in 4242").getAttribute("aria-pressed")).toBe("true");
    expect(stored()).toMatchObject({ method: "card", cardId: CARD_ID });
  });

  it("a reload on the confirm step keeps a pay-later choice", () => {
    storeChoices({ method: "spei", cardId: null });
    renderCheckout({ total: 116_000, path: "/buy-cart?step=confirmDetails" });

    const detail = screen.getByRole("region", { name: "Payment detail" });
    expect(detail.textContent).toContain("SPEI bank transfer");
    expect(detail.textContent).toContain(
      "You will get the transfer details (CLABE, bank and reference) after confirming.",
    );
  });

  it.each([
    ["card", "tomorrow", "Arrives tomorrow"],
    ["oxxo", "tomorrow", "Arrives the day after you pay"],
    ["spei", "day_after_tomorrow", "Arrives two days after you pay"],
  ] as const)("on the confirm step, %s for %s says: %s", (method, delivery, arrives) => {
    storeChoices({ delivery, method, cardId: method === "card" ? CARD_ID : null });
    renderCheckout({ total: 116_000, path: "/buy-cart?step=confirmDetails" });
    expect(screen.getByRole("region", { name: "Delivery details" }).textContent).toContain(arrives);
  });

  it("offers OXXO disabled, saying why, for a total above 10,000 pesos", () => {
    renderCheckout({ total: 1_000_001 });
    toPayments();

    const oxxo = radio("Cash at OXXO");
    expect(oxxo.disabled).toBe(true);
    expect(description(oxxo)).toContain(
      "Not available for this purchase: OXXO takes payments from $10.00 MXN to $10,000.00 MXN.",
    );
    expect(radio("SPEI bank transfer").disabled).toBe(false);
    expect(radio("Card").disabled).toBe(false);
  });

  it("takes OXXO for exactly 10,000 pesos", () => {
    renderCheckout({ total: 1_000_000 });
    toPayments();
    expect(radio("Cash at OXXO").disabled).toBe(false);
  });

  it("falls back to the card when storage says OXXO for a total OXXO does not take", () => {
    storeChoices({ method: "oxxo", cardId: null });
    renderCheckout({ total: 1_500_000, path: "/buy-cart?step=confirmDetails" });

    // No confirm step for a method that cannot be used: back to choosing, with the card chosen.
    expect(screen.getByRole("heading", { level: 1, name: "How would you like to pay?" })).toBeTruthy();
    expect(radio("Card").checked).toBe(true);
    expect(radio("Cash at OXXO").checked).toBe(false);
    expect(continueButton().hasAttribute("disabled")).toBe(true);
  });
});

describe("the card's plans (meses sin intereses)", () => {
  const planNames = () =>
    within(screen.getByRole("group", { name: "How many payments?" }))
      .getAllByRole("radio")
      .map((option) => option.closest("label")?.textContent);

  it("lists paying at once and each plan the total reaches, with the monthly amount; at once is chosen", () => {
    renderCheckout({ total: 1_200_000 });
    toPayments();

    expect(planNames()).toEqual([
      "1 payment of $12,000.00 MXN",
      "3 interest-free payments of $4,000.00 MXN",
      "6 interest-free payments of $2,000.00 MXN",
      "12 interest-free payments of $1,000.00 MXN",
    ]);
    expect(radio("1 payment of $12,000.00 MXN").checked).toBe(true);
    expect(description(radio("Card"))).toBe(
      "Credit or debit, paid at once; a credit card also in interest-free payments.",
    );
    // The summary says the longest plan, as the product page does, until the shopper picks one.
    const summary = screen.getByRole("region", { name: "Order summary" });
    expect(within(summary).getByText("Up to 12 interest-free payments of $1,000.00 MXN")).toBeTruthy();
    fireEvent.click(radio("3 interest-free payments of $4,000.00 MXN"));
    expect(within(summary).getByText("3 interest-free payments of $4,000.00 MXN")).toBeTruthy();
    expect(within(summary).queryByText(/^Up to/)).toBeNull();
  });

  it("rounds each payment up to the centavo and offers only the plans reached", () => {
    renderCheckout({ total: 600_001 });
    toPayments();

    // 6,000.01 / 3 = 2,000.0033...: 2,000.01 a month, never more than said, and the last one less,
    // named so the payments add up to the total.
    expect(planNames()).toEqual([
      "1 payment of $6,000.01 MXN",
      "3 interest-free payments of $2,000.01 MXN (the last one $1,999.99 MXN)",
      "6 interest-free payments of $1,000.01 MXN (the last one $999.96 MXN)",
    ]);
  });

  it("offers no plan below the first minimum", () => {
    renderCheckout({ total: 299_999 });
    toPayments();
    expect(screen.queryByRole("group", { name: "How many payments?" })).toBeNull();
    expect(screen.queryByText(/interest-free payments of/)).toBeNull();
    expect(description(radio("Card"))).toBe("Credit or debit, paid at once.");
  });

  it("says a debit card pays at once, as plans are a credit card's, and sends a plan chosen before as 1", async () => {
    const sent = renderCheckout({ total: 1_200_000, cards: [card, debitCard] });
    toPayments();
    const saved = screen.getByRole("list", { name: "Saved cards" });
    expect(
      within(saved)
        .getAllByRole("listitem")
        .map((tile) => within(tile).queryByText(/^(Credit|Debit)$/)?.textContent),
    ).toEqual(["Credit", "Debit"]);
    fireEvent.click(button("Select card ending in 4242"));
    fireEvent.click(radio("6 interest-free payments of $2,000.00 MXN"));
    fireEvent.click(button("Select card ending in 5556"));

    expect(screen.queryByRole("group", { name: "How many payments?" })).toBeNull();
    // Nor does the summary offer plans any more.
    expect(
      within(screen.getByRole("region", { name: "Order summary" })).queryByText(/interest-free/),
    ).toBeNull();
    const note = screen.getByText(
      "Interest-free payments are for credit cards only: with this debit card you pay at once.",
    );
    expect(note.closest("[aria-live=polite]")).not.toBeNull();
    fireEvent.click(continueButton());
    expect(screen.getByRole("region", { name: "Payment detail" }).textContent).toContain(
      "1 payment of $12,000.00 MXN",
    );
    fireEvent.click(button("Confirm"));
    await waitFor(() => expect(orderPosts(sent)).toHaveLength(1));
    expect(orderPosts(sent)[0]?.body).toMatchObject({ cardId: DEBIT_ID, installments: 1 });
  });

  it("falls back to the longest plan a lower total still reaches (a code applied), says so, and sends it", async () => {
    storeChoices({ installments: 12 });
    const sent = renderCheckout({ total: 400_000, path: "/buy-cart?step=confirmDetails" });

    const detail = screen.getByRole("region", { name: "Payment detail" });
    expect(detail.textContent).toContain("Card ending in 4242");
    expect(detail.textContent).toContain(
      "Your plan changed: 12 interest-free payments need a higher total. Now: 3 interest-free payments of $1,333.34 MXN (the last one $1,333.32 MXN).",
    );
    fireEvent.click(button("Confirm"));
    await waitFor(() => expect(orderPosts(sent)).toHaveLength(1));
    expect(orderPosts(sent)[0]?.body).toMatchObject({ cardId: CARD_ID, installments: 3 });
  });

  it("falls back to paying at once below every plan, and says so on the payment step too", () => {
    storeChoices({ installments: 6 });
    renderCheckout({ total: 200_000, path: "/buy-cart?step=payments" });

    expect(
      screen.getByText(
        "Your plan changed: 6 interest-free payments need a higher total. Now: 1 payment of $2,000.00 MXN.",
      ),
    ).toBeTruthy();
    // Going on keeps the plan given way to, which the confirm step then simply names.
    fireEvent.click(continueButton());
    const detail = screen.getByRole("region", { name: "Payment detail" });
    expect(detail.textContent).toContain("1 payment of $2,000.00 MXN");
    expect(detail.textContent).not.toContain("plan changed");
  });

  it("keeps the plan it gave way to once the shopper goes on: back on the payment step, nothing changed", () => {
    storeChoices({ installments: 12 });
    renderCheckout({ total: 400_000, path: "/buy-cart?step=payments" });
    fireEvent.click(continueButton());

    expect(stored()).toMatchObject({ installments: 3 });
    expect(screen.getByRole("region", { name: "Payment detail" }).textContent).not.toContain("plan changed");
  });

  it("says a plan the shop no longer offers is no longer offered, not that the total is short", () => {
    const onlyThree = {
      ...TEST_SHOP_SETTINGS.payments,
      msiPlans: TEST_SHOP_SETTINGS.payments.msiPlans.filter((plan) => plan.months === 3),
    };
    const usable = usablePayment({ method: "card", installments: 12 }, 1_500_000, onlyThree, "credit");
    expect(usable).toEqual({ method: "card", installments: 3, planDropped: { months: 12, withdrawn: true } });
    expect(planDroppedNotice(1_500_000, { months: 12, withdrawn: true }, 3)).toBe(
      "Your plan changed: 12 interest-free payments are no longer offered. Now: 3 interest-free payments of $5,000.00 MXN.",
    );
  });

  it("no longer says the plan changed once the shopper picks one the total reaches", () => {
    storeChoices({ installments: 12 });
    renderCheckout({ total: 400_000, path: "/buy-cart?step=payments" });

    expect(radio("3 interest-free payments of $1,333.34 MXN (the last one $1,333.32 MXN)").checked).toBe(
      true,
    );
    expect(screen.getByText(/Your plan changed/)).toBeTruthy();
    fireEvent.click(radio("1 payment of $4,000.00 MXN"));
    expect(screen.queryByText(/Your plan changed/)).toBeNull();
  });
});

describe("placing the order", () => {
  it("sends the card and its plan, and goes to the orders list as before", async () => {
    const sent = renderCheckout({ total: 1_500_000 });
    toPayments();
    fireEvent.click(button("Select card ending in 4242"));
    fireEvent.click(radio("12 interest-free payments of $1,250.00 MXN"));
    fireEvent.click(continueButton());

    const detail = screen.getByRole("region", { name: "Payment detail" });
    expect(detail.textContent).toContain("Card ending in 4242");
    expect(detail.textContent).toContain("12 interest-free payments of $1,250.00 MXN");
    fireEvent.click(button("Confirm"));

    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/account/orders"));
    expect(screen.getByRole("status").textContent).toContain("Your order was placed successfully");
    expect(orderPosts(sent).map((request) => request.body)).toEqual([
      {
        source: "cart",
        expectedLines: CART_LINES,
        delivery: "tomorrow",
        addressId: ADDRESS_ID,
        paymentMethod: "card",
        cardId: CARD_ID,
        installments: 12,
        // The total the summary showed, which the server holds the order to.
        expectedTotal: 1_500_000,
      },
    ]);
  });

  it("sends a card at once with installments 1", async () => {
    const sent = renderCheckout({ total: 116_000 });
    toPayments();
    fireEvent.click(button("Select card ending in 4242"));
    fireEvent.click(continueButton());
    expect(screen.getByRole("region", { name: "Payment detail" }).textContent).toContain(
      "1 payment of $1,160.00 MXN",
    );
    fireEvent.click(button("Confirm"));

    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/account/orders"));
    expect(orderPosts(sent)[0]?.body).toMatchObject({
      paymentMethod: "card",
      cardId: CARD_ID,
      installments: 1,
    });
  });

  it.each([
    ["oxxo", "Cash at OXXO", "You will get the voucher to pay at OXXO after confirming."],
    [
      "spei",
      "SPEI bank transfer",
      "You will get the transfer details (CLABE, bank and reference) after confirming.",
    ],
  ] as const)(
    "sends %s with no card and no plan, and opens the order's page to pay it by the deadline",
    async (method, label, note) => {
      const orderId = "44444444-0000-4000-8000-000000000000";
      const sent = renderCheckout({
        total: 116_000,
        placed: fakeOrder({
          id: orderId,
          status: "awaiting_payment",
          source: "cart",
          total: 116_000,
          paymentMethod: method,
          card: null,
          payLater: {
            method,
            reference: method === "oxxo" ? "12345678901234" : "1234567",
            clabe: method === "oxxo" ? null : "646180000000000009",
            bank: method === "oxxo" ? null : "STP",
            amount: 116_000,
            // 10:15 in Mexico City (UTC-6).
            expiresAt: "2026-11-27T16:15:00.000Z",
          },
        }),
      });
      toPayments();
      // A card chosen before switching is not sent.
      fireEvent.click(button("Select card ending in 4242"));
      fireEvent.click(radio(label));
      fireEvent.click(continueButton());

      const detail = screen.getByRole("region", { name: "Payment detail" });
      expect(detail.textContent).toContain(label);
      expect(detail.textContent).toContain(note);
      expect(detail.textContent).not.toContain("4242");
      fireEvent.click(button("Confirm"));

      await waitFor(() =>
        expect(screen.getByTestId("location").textContent).toBe(`/account/orders/${orderId}`),
      );
      const notice = screen.getByRole("status");
      expect(notice.textContent).toContain("Order placed");
      expect(notice.textContent).toContain(
        "Pay $1,160.00 MXN by 27/11/2026 10:15 (Mexico City time), or the order will be cancelled.",
      );
      expect(orderPosts(sent).map((request) => request.body)).toEqual([
        {
          source: "cart",
          expectedLines: CART_LINES,
          delivery: "tomorrow",
          addressId: ADDRESS_ID,
          paymentMethod: method,
          expectedTotal: 116_000,
        },
      ]);
      // The choices are done with.
      expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    },
  );
});

describe("a promotion code refused at Confirm", () => {
  it("leaves the summary, which shows the total without it, and the refusal says why", async () => {
    // At the confirm step with HOLA10 applied to a $1,160.00 cart (subtotal $1,061.00).
    storeChoices({
      promotion: {
        code: "HOLA10",
        subtotal: 106_100,
        discount: 10_610,
        shipping: 9_900,
        total: 105_390,
        ivaCents: 14_537,
      },
    });
    const sent = renderCheckout({
      total: 116_000,
      path: "/buy-cart?step=confirmDetails",
      // An admin disabled the code while the confirm step was open.
      answer: () => json(400, { code: "promotion_disabled", message: "The code HOLA10 is no longer valid." }),
    });
    expect(screen.getByRole("region", { name: "Order summary" }).textContent).toContain("HOLA10");
    fireEvent.click(button("Confirm"));

    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toContain("The code HOLA10 is no longer valid."),
    );
    expect(orderPosts(sent)[0]?.body).toMatchObject({ promotionCode: "HOLA10", expectedTotal: 105_390 });
    const summary = screen.getByRole("region", { name: "Order summary" });
    expect(summary.textContent).not.toContain("HOLA10");
    expect(summary.textContent).toContain("$1,160.00 MXN");
  });
});

describe("an OXXO or SPEI order with no way to pay it", () => {
  const NOT_ISSUED =
    "The payment instructions for your order could not be issued, so nothing was charged. Please try again, or choose another payment method.";

  /** Straight to the confirm step with OXXO chosen, as after a reload. */
  function atConfirmWithOxxo() {
    storeChoices({ method: "oxxo", cardId: null });
  }

  const confirmHeading = () =>
    screen.getByRole("heading", { level: 1, name: "Check and confirm your purchase" });
  /** The confirm step's own alert, beside Confirm. */
  const confirmAlert = () => within(confirmHeading().parentElement as HTMLElement).getByRole("alert");

  it.each([
    ["still placed (no voucher yet)", "placed"],
    ["already cancelled", "cancelled"],
  ] as const)(
    "answered %s: an error, the confirm step stays, and the next try is a new attempt",
    async (_, status) => {
      atConfirmWithOxxo();
      const sent = renderCheckout({
        total: 116_000,
        path: "/buy-cart?step=confirmDetails",
        placed: fakeOrder({
          status,
          source: "cart",
          total: 116_000,
          paymentMethod: "oxxo",
          card: null,
          payLater: null,
        }),
      });
      fireEvent.click(button("Confirm"));

      // Still on the confirm step, saying why beside the button, once, with Confirm ready again.
      await waitFor(() => expect(confirmAlert().textContent).toBe(NOT_ISSUED));
      expect(screen.queryByRole("region", { name: "Notice" })).toBeNull();
      expect(screen.getByTestId("location").textContent).toBe("/buy-cart");
      expect(button("Confirm").hasAttribute("disabled")).toBe(false);
      // The choices stay; that attempt is over, so Confirm again sends a new Idempotency-Key.
      expect(stored()).toMatchObject({ method: "oxxo", attempt: null });
      fireEvent.click(button("Confirm"));
      await waitFor(() => expect(orderPosts(sent)).toHaveLength(2));
      const [first, second] = orderKeys();
      expect(first).toBeTruthy();
      expect(second).toBeTruthy();
      expect(second).not.toBe(first);
    },
  );

  it("a 503 with the shop's reason: shows that reason, stays, and a retry keeps the same key", async () => {
    atConfirmWithOxxo();
    const reason =
      "We could not get the payment details from the payment provider, so your order was not placed. Nothing was charged.";
    const sent = renderCheckout({
      total: 116_000,
      path: "/buy-cart?step=confirmDetails",
      answer: () => json(503, { code: "unavailable", message: reason }),
    });
    fireEvent.click(button("Confirm"));

    // The shop's own words beside Confirm, not the generic "Shop unavailable".
    await waitFor(() => expect(confirmAlert().textContent).toBe(reason));
    expect(screen.queryByRole("region", { name: "Notice" })).toBeNull();
    expect(screen.getByTestId("location").textContent).toBe("/buy-cart");
    expect(button("Confirm").hasAttribute("disabled")).toBe(false);

    // No final answer: the same request again, so it can never place two orders.
    fireEvent.click(button("Confirm"));
    await waitFor(() => expect(orderPosts(sent)).toHaveLength(2));
    const [first, second] = orderKeys();
    expect(first).toBeTruthy();
    expect(second).toBe(first);
  });

  it("a voucher the provider could not issue ends the attempt: a retry is a new one, with a new key", async () => {
    atConfirmWithOxxo();
    const reason = "We could not get the payment details from the payment provider. Nothing was charged.";
    const sent = renderCheckout({
      total: 116_000,
      path: "/buy-cart?step=confirmDetails",
      answer: () => json(503, { code: "payment_unavailable", message: reason }),
    });
    fireEvent.click(button("Confirm"));
    await waitFor(() => expect(confirmAlert().textContent).toBe(reason));

    fireEvent.click(button("Confirm"));
    await waitFor(() => expect(orderPosts(sent)).toHaveLength(2));
    const [first, second] = orderKeys();
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
  });

  it("a 503 with no body of the shop's (a proxy's page) still says the shop is unavailable", async () => {
    atConfirmWithOxxo();
    renderCheckout({
      total: 116_000,
      path: "/buy-cart?step=confirmDetails",
      answer: () => new Response("<html>Service Unavailable</html>", { status: 503 }),
    });
    fireEvent.click(button("Confirm"));

    await waitFor(() => expect(notice().textContent).toContain("Shop unavailable"));
    // Said once: the confirm step adds no alert of its own.
    expect(within(confirmHeading().parentElement as HTMLElement).queryByRole("alert")).toBeNull();
  });
});

describe("a card added during checkout", () => {
  const added: SavedCard = { ...card, id: "44444444-0000-4000-8000-000000000000", last4: "4444" };

  /** The checkout whose "Use other payment method" form adds `added` to the saved cards. */
  function CheckoutAddingACard() {
    const [cards, setCards] = useState([card]);
    return (
      <Checkout
        item={{ source: "cart", lines: CART_LINES }}
        summary={summaryOf(50_000)}
        address={fakeAddress()}
        cards={cards}
        timeZone="America/Mexico_City"
        payments={TEST_SHOP_SETTINGS.payments}
        renderCardLogo={() => null}
        renderAddCard={(onAdded) => (
          <button
            type="button"
            onClick={() => {
              setCards((saved) => [...saved, added]);
              onAdded(added);
            }}
          >
            Add card
          </button>
        )}
      />
    );
  }

  it("is chosen, and its button takes the focus the closed form had", async () => {
    renderCheckout({ total: 50_000, checkout: <CheckoutAddingACard /> });
    toPayments();
    fireEvent.click(button("Use other payment method"));
    const add = button("Add card");
    add.focus();
    fireEvent.click(add);

    const chosen = button("Select card ending in 4444");
    expect(chosen.getAttribute("aria-pressed")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(chosen));
    expect(screen.queryByRole("button", { name: "Add card" })).toBeNull();
  });
});
