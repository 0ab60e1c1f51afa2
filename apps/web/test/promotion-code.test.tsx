import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { Checkout } from "../src/features/checkout/components/checkout.tsx";
import type { CheckoutSummary } from "../src/features/checkout/components/types.ts";
import { shopSettingsQueryOptions } from "../src/lib/shop-settings-query.ts";
import { change } from "./helpers/change.ts";
import { fakeAddress, json, refusal, type SentRequest, stubFetch } from "./helpers/fake-api.ts";
import { fakeOrder } from "./helpers/fake-orders.ts";
import { SPRING200_PREVIEW } from "./helpers/fake-promotion.ts";
import { TEST_SHOP_SETTINGS } from "./helpers/render.tsx";

// The checkout's promotion code (docs/product.md 102): the shopper types a code and applies it; the
// summary shows "Discount (CODE)" and the totals the server's preview gives, with the IVA the
// discounted total contains; a code that cannot be used says why beside the field; it can be removed;
// the order names it, so the server checks it again.

/** $1,261 of products and $99 shipping: $1,360 before any code. */
const listed: CheckoutSummary = {
  lines: [{ key: "lamp", name: "Brass lamp", quantity: 1, lineTotal: 126_100, image: null }],
  subtotal: 126_100,
  shipping: 9_900,
  total: 136_000,
};

/** What the server says $200 off takes from this checkout. */
const preview = SPRING200_PREVIEW;

const USED_UP = "The code SPRING200 has been used up.";

function renderCheckout({
  answer = () => json(200, preview),
  ordered = () => json(201, fakeOrder()),
  path = "/buy-cart",
}: {
  answer?: (request: SentRequest) => Response;
  ordered?: () => Response;
  path?: string;
} = {}) {
  const sent = stubFetch((request) =>
    request.path === "/api/checkout/promotion"
      ? answer(request)
      : request.path === "/api/orders"
        ? ordered()
        : new Response(null, { status: 500 }),
  );
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  queryClient.setQueryData(shopSettingsQueryOptions.queryKey, TEST_SHOP_SETTINGS);
  const page = (summary: CheckoutSummary) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/buy-cart"
            element={
              <Checkout
                item={{
                  source: "cart",
                  lines: [{ productId: "55555555-0000-4000-8000-000000000000", quantity: 1 }],
                }}
                summary={summary}
                address={fakeAddress()}
                cards={[]}
                timeZone="America/Mexico_City"
                payments={TEST_SHOP_SETTINGS.payments}
                renderCardLogo={() => null}
                renderAddCard={() => null}
              />
            }
          />
          <Route path="*" element={null} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
  const { rerender, unmount } = render(page(listed));
  return { sent, unmount, changeCart: (summary: CheckoutSummary) => rerender(page(summary)) };
}

const summary = () => within(screen.getByRole("region", { name: "Order summary" }));
const field = () => screen.getByRole<HTMLInputElement>("textbox", { name: "Promotion code" });
const previews = (sent: SentRequest[]) =>
  sent.filter((request) => request.path === "/api/checkout/promotion");

function apply(code: string) {
  change(field(), { target: { value: code } });
  fireEvent.click(screen.getByRole("button", { name: "Apply" }));
}

describe("the checkout's promotion code", () => {
  it("applies a code and shows the server's discount and totals", async () => {
    const { sent } = renderCheckout();
    expect(summary().getByText("$1,360.00 MXN")).toBeTruthy();
    expect(summary().queryByText(/^Discount/)).toBeNull();

    apply("  spring200 ");
    expect(await screen.findByRole("status")).toHaveProperty(
      "textContent",
      "Code SPRING200 applied: $200.00 MXN off.",
    );
    expect(previews(sent).map((request) => request.body)).toEqual([{ source: "cart", code: "spring200" }]);
    expect(summary().getByText("Discount (SPRING200)")).toBeTruthy();
    expect(summary().getByText("-$200.00 MXN")).toBeTruthy();
    expect(summary().getByText("$1,160.00 MXN")).toBeTruthy();
    expect(summary().queryByText("$1,360.00 MXN")).toBeNull();
    // The IVA is the one the discounted total contains.
    expect(summary().getByText(/IVA included/).textContent).toContain("$160.00 MXN");
    // The field makes way for Remove, which takes the focus.
    expect(screen.queryByRole("textbox", { name: "Promotion code" })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remove code" })),
    );
  });

  it("says in the field why the server refuses a code, and takes nothing off", async () => {
    renderCheckout({ answer: () => refusal(409, USED_UP) });
    apply("SPRING200");

    expect((await screen.findByRole("alert")).textContent).toBe(USED_UP);
    expect(field().getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(field().getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      USED_UP,
    );
    expect(field().value).toBe("SPRING200"); // kept, to correct it
    expect(summary().queryByText(/^Discount/)).toBeNull();
    expect(summary().getByText("$1,360.00 MXN")).toBeTruthy();

    // Typing again clears the refusal.
    change(field(), { target: { value: "SPRING20" } });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(field().hasAttribute("aria-invalid")).toBe(false);
  });

  it("removing the code gives the totals back without asking the server", async () => {
    const { sent } = renderCheckout();
    apply("SPRING200");
    fireEvent.click(await screen.findByRole("button", { name: "Remove code" }));

    expect(summary().queryByText(/^Discount/)).toBeNull();
    expect(summary().getByText("$1,360.00 MXN")).toBeTruthy();
    expect(field().value).toBe("");
    await waitFor(() => expect(document.activeElement).toBe(field()));
    expect(previews(sent)).toHaveLength(1);
  });

  it("asks nothing for an empty field", () => {
    const { sent } = renderCheckout();
    apply("   ");
    expect(previews(sent)).toHaveLength(0);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("drops a code applied to other lines once the cart changes", async () => {
    const { changeCart } = renderCheckout();
    apply("SPRING200");
    expect(await summary().findByText("Discount (SPRING200)")).toBeTruthy();

    changeCart({ ...listed, subtotal: 252_200, shipping: 0, total: 252_200 });
    expect(summary().queryByText(/^Discount/)).toBeNull();
    expect(summary().getAllByText("$2,522.00 MXN").length).toBeGreaterThan(0);
    expect(field()).toBeTruthy();
  });

  it("keeps the code and its discount when the page is reloaded on a later step", async () => {
    const first = renderCheckout();
    apply("SPRING200");
    await summary().findByText("Discount (SPRING200)");
    first.unmount();

    const { sent } = renderCheckout({ path: "/buy-cart?step=shipping" });
    expect(summary().getByText("Discount (SPRING200)")).toBeTruthy();
    expect(summary().getByText("$1,160.00 MXN")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remove code" })).toBeTruthy();
    expect(previews(sent)).toHaveLength(0);
  });

  it("drops the code and says why beside Confirm when the order finds other lines in the cart", async () => {
    const changed =
      "Your cart changed in another window: check your order and confirm again. Nothing was charged.";
    sessionStorage.setItem(
      "hogar:checkout:cart",
      JSON.stringify({ delivery: "tomorrow", method: "oxxo", cardId: null, installments: 1, attempt: null }),
    );
    renderCheckout({
      path: "/buy-cart?step=confirmDetails",
      ordered: () => json(409, { code: "cart_changed", message: changed }),
    });
    apply("SPRING200");
    await summary().findByText("Discount (SPRING200)");
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));

    expect((await screen.findByRole("alert")).textContent).toContain(changed);
    // The code was previewed for the lines shown; the shopper applies it again to the cart as it is.
    expect(summary().queryByText(/^Discount/)).toBeNull();
    expect(field()).toBeTruthy();
  });

  it("names the applied code in the order, so the server checks it again", async () => {
    sessionStorage.setItem(
      "hogar:checkout:cart",
      JSON.stringify({ delivery: "tomorrow", method: "oxxo", cardId: null, installments: 1, attempt: null }),
    );
    const { sent } = renderCheckout({ path: "/buy-cart?step=confirmDetails" });
    apply("SPRING200");
    await summary().findByText("Discount (SPRING200)");
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));

    await waitFor(() => expect(sent.some((request) => request.path === "/api/orders")).toBe(true));
    expect(sent.find((request) => request.path === "/api/orders")?.body).toMatchObject({
      source: "cart",
      promotionCode: "SPRING200",
      paymentMethod: "oxxo",
    });
  });
});
