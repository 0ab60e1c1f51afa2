import type { Address, SavedCard } from "@hogar/shared";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Checkout } from "../src/features/checkout/components/checkout.tsx";
import type { CheckoutSummary } from "../src/features/checkout/components/types.ts";
import { ADDRESS_ID, fakeAddress, stubFetch } from "./helpers/fake-api.ts";
import { renderShop, TEST_SHOP_SETTINGS } from "./helpers/render.tsx";

/** One saved before Mexican addresses: no colonia, municipio or estado (docs/product.md 83). */
const oldAddress = () =>
  fakeAddress({
    street: "Av. Reforma 222",
    exteriorNumber: "",
    interiorNumber: "",
    colonia: "",
    municipality: "",
    state: "",
    complete: false,
  });

const card: SavedCard = {
  id: "33333333-0000-4000-8000-000000000000",
  holderName: "ANA LOPEZ",
  brand: "Visa",
  funding: "credit",
  last4: "4242",
  expMonth: "12",
  expYear: "35",
};

/** $1,061.00 and $99.00 of shipping: $1,160.00, of which $160.00 is IVA. */
const summary: CheckoutSummary = {
  lines: [{ key: "lamp", name: "Brass lamp", quantity: 1, lineTotal: 106_100, image: null }],
  subtotal: 106_100,
  shipping: 9_900,
  total: 116_000,
};

function renderCheckout(shipTo: Address) {
  stubFetch(() => new Response(null, { status: 500 }));
  renderShop(
    <Checkout
      item={{ source: "cart", lines: [{ productId: "55555555-0000-4000-8000-000000000000", quantity: 1 }] }}
      summary={summary}
      address={shipTo}
      cards={[card]}
      timeZone="America/Mexico_City"
      payments={TEST_SHOP_SETTINGS.payments}
      renderCardLogo={() => null}
      renderAddCard={() => null}
    />,
  );
}

const continueButton = () => screen.getByRole("button", { name: "Continue" });

describe("the checkout's shipping step", () => {
  it("shows an address saved before Mexican addresses but asks to complete it before going on", () => {
    renderCheckout(oldAddress());

    const shipping = screen.getByRole("region", { name: "Shipping address" });
    expect(shipping.textContent).toContain("Send to Ana López");
    expect(shipping.textContent).toContain("Av. Reforma 222");
    expect(
      within(shipping).getByText("This address is missing its colonia, municipio or alcaldía, or estado."),
    ).toBeTruthy();
    expect(within(shipping).getByRole("link", { name: "Complete this address" }).getAttribute("href")).toBe(
      `/account/my-addresses/${ADDRESS_ID}/edit`,
    );

    fireEvent.click(screen.getByRole("button", { name: "Arrives tomorrow" }));
    expect(continueButton().hasAttribute("disabled")).toBe(true);
    // The disabled button says why.
    const noteId = continueButton().getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(noteId)?.textContent).toMatch(/^This address is missing its colonia/);
  });

  it("goes on with a complete address, and the confirm step shows it whole and links the terms", () => {
    renderCheckout(fakeAddress());

    expect(screen.queryByText(/is missing its colonia/)).toBeNull();
    expect(continueButton().hasAttribute("disabled")).toBe(true);
    const noteId = continueButton().getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(noteId)?.textContent).toBe("Choose a delivery day to continue.");
    fireEvent.click(screen.getByRole("button", { name: "Arrives tomorrow" }));
    expect(continueButton().getAttribute("aria-describedby")).toBeNull();
    fireEvent.click(continueButton());
    fireEvent.click(screen.getByRole("button", { name: "Select card ending in 4242" }));
    fireEvent.click(continueButton());

    const delivery = screen.getByRole("region", { name: "Delivery details" });
    expect(Array.from(delivery.querySelectorAll("p"), (p) => p.textContent)).toEqual([
      "Ana López",
      "Av. Paseo de la Reforma 222 int. 4",
      "Col. Juárez",
      "06600 Cuauhtémoc, Ciudad de México",
      "Mexico",
      "Arrives tomorrow",
    ]);
    expect(
      within(screen.getByRole("region", { name: "Purchase total" })).getByText("IVA included $160.00 MXN"),
    ).toBeTruthy();
    const terms = screen.getByText(/By placing the order you accept the/);
    expect(terms.textContent).toBe("By placing the order you accept the terms and conditions");
    expect(within(terms).getByRole("link", { name: "terms and conditions" }).getAttribute("href")).toBe(
      "/legal/terms",
    );
  });
});
