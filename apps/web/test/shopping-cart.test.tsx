import { getLocale, overwriteGetLocale } from "@hogar/shared/i18n-runtime";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ShoppingCart } from "../src/features/cart/components/shopping-cart.tsx";
import { product, serverCart, stubFetch } from "./helpers/fake-api.ts";
import { renderShop } from "./helpers/render.tsx";

/** $1,061.00 and $99.00 of shipping: a total of $1,160.00, of which $160.00 is IVA at 16%. */
const lamp = () => product({ name: "Brass lamp", price: 106_100 });

const summary = () => screen.getByRole("region", { name: /Summary|Resumen/ });

describe("the shopping cart page", () => {
  it("says under the total how much of it is IVA (docs/product.md 82)", () => {
    stubFetch(() => new Response(null, { status: 500 }));
    renderShop(<ShoppingCart />, { cart: serverCart([lamp(), 1]) });

    const totals = summary();
    expect(within(totals).getByText("$1,160.00 MXN")).toBeTruthy();
    expect(within(totals).getByText("IVA included $160.00 MXN")).toBeTruthy();
  });
});

describe("the shopping cart page's lines that cannot be bought", () => {
  const soldOut = () => product({ name: "Oak chair", price: 250_000, stock: 0 });

  it("show no amount, as the subtotal leaves them out", () => {
    stubFetch(() => new Response(null, { status: 500 }));
    renderShop(<ShoppingCart />, { cart: serverCart([lamp(), 1], [soldOut(), 1]) });
    const chair = screen.getByRole("button", { name: "Delete Oak chair" }).closest("li") as HTMLElement;
    expect(within(chair).getByText("Not counted")).toBeTruthy();
    expect(within(chair).queryByText("Line total", { exact: false })).toBeNull();
    expect(within(summary()).getByText("$1,160.00 MXN")).toBeTruthy();
  });

  it("leave no $0.00 total with FREE shipping when none can be bought", () => {
    stubFetch(() => new Response(null, { status: 500 }));
    renderShop(<ShoppingCart />, { cart: serverCart([soldOut(), 2]) });
    expect(summary().textContent).toContain("None of these products can be bought right now.");
    expect(within(summary()).queryByText("FREE")).toBeNull();
    expect(within(summary()).queryByText("$0.00 MXN")).toBeNull();
  });
});

describe("the shopping cart page in Spanish", () => {
  const original = getLocale;
  afterEach(() => overwriteGetLocale(original));

  it("speaks Mexican Spanish when the shopper's language is es-MX (docs/product.md 80)", () => {
    overwriteGetLocale(() => "es-MX");
    stubFetch(() => new Response(null, { status: 500 }));
    renderShop(<ShoppingCart />, { cart: serverCart([lamp(), 1]) });

    expect(screen.getByRole("heading", { level: 1, name: "Carrito" })).toBeTruthy();
    const totals = summary();
    expect(within(totals).getByText("Envío")).toBeTruthy();
    // Money reads the same in both languages (docs/product.md 81).
    expect(within(totals).getByText("IVA incluido $160.00 MXN")).toBeTruthy();
    expect(within(totals).getByRole("link", { name: "Continuar compra" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Eliminar Brass lamp" })).toBeTruthy();
    expect(screen.getByRole("spinbutton", { name: "Cantidad de Brass lamp" })).toBeTruthy();
    expect(screen.queryByText(/Shopping|Summary|Shipping|Delete/)).toBeNull();
  });
});
