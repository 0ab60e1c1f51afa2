import type { ProductVariant } from "@hogar/shared/variants";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { ProductDetails } from "../src/features/catalog/components/product-details.tsx";
import { shopSettingsQueryOptions } from "../src/lib/shop-settings-query.ts";
import { change } from "./helpers/change.ts";
import { product } from "./helpers/fake-api.ts";
import { TEST_SHOP_SETTINGS } from "./helpers/render.tsx";

// The product page's variant picker (docs/product.md 106): one radio group per option; the first
// variant in stock is chosen at first and the choice lives in ?variant=<id>; the page shows the chosen
// variant's price, stock and SKU; a value that cannot be had with the other choices says "sold out" or
// "not offered", and picking it moves the other choices to a variant that has it. Which variant a pick
// lands on is packages/shared/test/variants.test.ts's; here, what the shopper sees and buys.

const variant = (
  n: number,
  options: string[],
  price: number,
  stock: number,
  sku: string,
): ProductVariant => ({
  id: `00000000-0000-4000-8000-0000000000a${n}`,
  sku,
  options,
  price,
  stock,
  images: [],
});

// Linen comes in 2 seats (sold out) and 3 seats; velvet in 3 and 4 seats. Listed sold out first.
const linen2 = variant(1, ["Linen", "2 seats"], 1_499_900, 0, "ALBA-LIN-2");
const linen3 = variant(2, ["Linen", "3 seats"], 1_899_900, 4, "ALBA-LIN-3");
const velvet3 = variant(3, ["Velvet", "3 seats"], 2_199_950, 2, "ALBA-VEL-3");
const velvet4 = variant(4, ["Velvet", "4 seats"], 2_599_900, 1, "ALBA-VEL-4");
const sofa = {
  ...product({ name: "Alba sofa", price: 1_499_900, stock: 7, optionNames: ["Fabric", "Size"] }),
  variants: [linen2, linen3, velvet3, velvet4],
};

/** Where the page's address stands: the choice a reload or a shared link keeps. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

/** The product page at `address`, the cart toggle saying what it would add. */
function renderSofa(address = `/${sofa.id}`) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(shopSettingsQueryOptions.queryKey, TEST_SHOP_SETTINGS);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[address]}>
        <ProductDetails
          product={sofa}
          renderWishlistToggle={(variantId) => <span data-testid="wishlist">{variantId}</span>}
          renderCartToggle={(quantity, unavailable, variantId) => (
            <span data-testid="cart">{unavailable ?? `${quantity} × ${variantId}`}</span>
          )}
        />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const group = (option: string) => screen.getByRole("group", { name: option });
const choice = (option: string, label: string) => within(group(option)).getByRole("radio", { name: label });
const checked = (option: string) =>
  within(group(option))
    .getAllByRole("radio")
    .filter((radio) => (radio as HTMLInputElement).checked)
    .map((radio) => (radio as HTMLInputElement).value);
const buyNow = () => screen.getByRole("link", { name: "Buy now" }).getAttribute("href");

describe("the product page's variant picker", () => {
  it("offers a radio group per option and starts on the first variant in stock", () => {
    renderSofa();
    expect(checked("Fabric")).toEqual(["Linen"]);
    expect(checked("Size")).toEqual(["3 seats"]);
    expect(
      within(group("Fabric"))
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["Linen", "Velvet"]);
    // The price says it is the whole price, taxes in (docs/product.md 82).
    expect(screen.getByText("$18,999.00 MXN").parentElement?.textContent).toBe("$18,999.00 MXN IVA included");
    expect(screen.getByText("SKU: ALBA-LIN-3")).toBeTruthy();
    expect(screen.getByText("4 available")).toBeTruthy();
    expect(buyNow()).toBe(`/${sofa.id}/buy-product?quantity=1&variant=${linen3.id}`);
    expect(screen.getByTestId("cart").textContent).toBe(`1 × ${linen3.id}`);
    expect(screen.getByTestId("wishlist").textContent).toBe(linen3.id);
  });

  it("says which values cannot be had with the other choices", () => {
    renderSofa();
    expect(choice("Size", "2 seats (sold out)")).toBeTruthy();
    expect(choice("Size", "4 seats (not offered)")).toBeTruthy();
    expect(choice("Size", "3 seats")).toBeTruthy();
    expect(choice("Fabric", "Velvet")).toBeTruthy();
  });

  it("shows the chosen variant's price, stock and SKU, and keeps the choice in the address", () => {
    renderSofa();
    fireEvent.click(choice("Fabric", "Velvet"));
    expect(checked("Fabric")).toEqual(["Velvet"]);
    expect(checked("Size")).toEqual(["3 seats"]);
    expect(screen.getByText("$21,999.50 MXN")).toBeTruthy();
    expect(screen.getByText("SKU: ALBA-VEL-3")).toBeTruthy();
    expect(screen.getByText("2 available")).toBeTruthy();
    expect(screen.queryByText("SKU: ALBA-LIN-3")).toBeNull();
    expect(screen.getByTestId("address").textContent).toBe(`?variant=${velvet3.id}`);
    expect(buyNow()).toBe(`/${sofa.id}/buy-product?quantity=1&variant=${velvet3.id}`);
    // Beside velvet, linen's 2 seats are not offered (rather than sold out) and 4 seats can be had.
    expect(choice("Size", "2 seats (not offered)")).toBeTruthy();
    expect(choice("Size", "4 seats")).toBeTruthy();
  });

  it("picking a value not offered with the other choices moves them to a variant that has it", () => {
    renderSofa();
    fireEvent.click(choice("Size", "4 seats (not offered)"));
    expect(checked("Size")).toEqual(["4 seats"]);
    expect(checked("Fabric")).toEqual(["Velvet"]);
    expect(screen.getByText("SKU: ALBA-VEL-4")).toBeTruthy();
    expect(screen.getByText("$25,999.00 MXN")).toBeTruthy();
    expect(screen.getByTestId("address").textContent).toBe(`?variant=${velvet4.id}`);
    expect(choice("Fabric", "Linen (not offered)")).toBeTruthy();
  });

  it("a sold-out variant can be looked at but not bought", () => {
    renderSofa();
    fireEvent.click(choice("Size", "2 seats (sold out)"));
    expect(checked("Fabric")).toEqual(["Linen"]);
    expect(screen.getByText("SKU: ALBA-LIN-2")).toBeTruthy();
    expect(screen.getByText("$14,999.00 MXN")).toBeTruthy();
    expect(screen.getAllByText("Out of stock").length).toBeGreaterThan(0);
    expect(screen.queryByRole("link", { name: "Buy now" })).toBeNull();
    expect(screen.queryByRole("spinbutton", { name: "Quantity" })).toBeNull();
    expect(screen.getByTestId("cart").textContent).toBe("Out of stock");
  });

  it("cuts a quantity chosen for one variant to what the next one has", () => {
    renderSofa();
    change(screen.getByRole("spinbutton", { name: "Quantity" }), { target: { value: "4" } });
    expect(buyNow()).toContain("quantity=4&");
    fireEvent.click(choice("Fabric", "Velvet")); // 2 in stock
    expect(buyNow()).toBe(`/${sofa.id}/buy-product?quantity=2&variant=${velvet3.id}`);
    expect(screen.getByTestId("cart").textContent).toBe(`2 × ${velvet3.id}`);
  });

  it("a shared link or a reload opens on the variant in its address", () => {
    renderSofa(`/${sofa.id}?variant=${velvet4.id}`);
    expect(checked("Fabric")).toEqual(["Velvet"]);
    expect(checked("Size")).toEqual(["4 seats"]);
    expect(screen.getByText("SKU: ALBA-VEL-4")).toBeTruthy();
    expect(screen.getByText("1 available")).toBeTruthy();
  });

  it("an address naming a variant no longer on sale opens on the first in stock, and then names it", () => {
    renderSofa(`/${sofa.id}?variant=00000000-0000-4000-8000-0000000000ff`);
    expect(screen.getByText("SKU: ALBA-LIN-3")).toBeTruthy();
    // Shared or reloaded, the address keeps what the shopper sees.
    expect(screen.getByTestId("address").textContent).toBe(`?variant=${linen3.id}`);
  });
});
