import { getLocale, overwriteGetLocale } from "@hogar/shared/i18n-runtime";
import { screen, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Component as Privacy } from "../src/app/routes/legal-privacy.tsx";
import { Component as Returns } from "../src/app/routes/legal-returns.tsx";
import { Component as Terms } from "../src/app/routes/legal-terms.tsx";
import { stubFetch } from "./helpers/fake-api.ts";
import { renderShop, TEST_SHOP_SETTINGS } from "./helpers/render.tsx";

const seller = TEST_SHOP_SETTINGS.seller;

const PAGES: [string, ComponentType, string, string][] = [
  ["/legal/terms", Terms, "Terms and conditions", "Términos y condiciones"],
  ["/legal/returns", Returns, "Returns policy", "Política de devoluciones"],
  ["/legal/privacy", Privacy, "Privacy notice", "Aviso de privacidad"],
];

function show(Page: ComponentType) {
  // The settings are already loaded (renderShop); nothing else is asked.
  stubFetch(() => new Response(null, { status: 500 }));
  renderShop(<Page />);
}

describe("the seller's pages (docs/product.md 84)", () => {
  it.each(PAGES)("%s has its heading and title in English", (_path, Page, english) => {
    show(Page);
    expect(screen.getByRole("heading", { level: 1, name: english })).toBeTruthy();
    expect(document.title).toBe(`${english} | Hogar`);
  });

  it("the terms name the seller, the shipping rule and IVA from the settings", () => {
    show(Terms);
    const who = screen.getByRole("region", { name: "1. Who sells" });
    expect(within(who).getByText(new RegExp(`${seller.legalName}, RFC ${seller.rfc}`))).toBeTruthy();
    expect(within(who).getByRole("link", { name: seller.phone }).getAttribute("href")).toBe(
      "tel:+525500000000",
    );
    expect(within(who).getByRole("link", { name: seller.email }).getAttribute("href")).toBe(
      `mailto:${seller.email}`,
    );
    expect(screen.getByText(/include IVA at 16%/)).toBeTruthy();
    expect(screen.getByText(/costs \$99\.00 MXN per order.+\$10,000\.00 MXN or more/)).toBeTruthy();
    // Every way checkout offers to pay, and how each is refunded (LFPC art. 76 Bis).
    expect(screen.getByText(/in cash at an OXXO store, or by SPEI bank transfer/)).toBeTruthy();
    expect(screen.getByText(/meses sin intereses/)).toBeTruthy();
    expect(
      screen.getByText(
        /At OXXO you may pay from \$10\.00 MXN to \$10,000\.00 MXN.+up to 72 hours.+up to 3 orders/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/for a payment at OXXO or by SPEI, by bank transfer/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Read the returns policy" }).getAttribute("href")).toBe(
      "/legal/returns",
    );
  });

  it("the returns policy gives 5 business days (LFPC art. 56) and the way to ask", () => {
    show(Returns);
    expect(screen.getByText(/return it within 5 business days of receiving it.+article 56/)).toBeTruthy();
    const how = screen.getByRole("region", { name: "2. How to ask for a return" });
    const steps = within(within(how).getByRole("list")).getAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual([
      "Open My account and go to Orders.",
      "Open the order and press “Request a return”.",
      "Choose the products and how many of each you are returning, tell us why, and send the request.",
    ]);
  });

  it("the privacy notice names the responsible party and never the full card number", () => {
    show(Privacy);
    expect(screen.getByText(new RegExp(`${seller.legalName} \\(RFC ${seller.rfc}\\)`))).toBeTruthy();
    expect(screen.getByText(/never store the full card number or the security code/)).toBeTruthy();
    // Invoices: the fiscal data kept, and who certifies each CFDI.
    expect(screen.getByText(/Your fiscal data, if you ask for invoices: RFC/)).toBeTruthy();
    expect(
      screen.getByText(/certification provider \(PAC\) and the Servicio de Administración Tributaria/),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to My Data" }).getAttribute("href")).toBe("/account/my-data");
  });
});

describe("the seller's pages in Spanish", () => {
  const original = getLocale;
  afterEach(() => overwriteGetLocale(original));

  it.each(PAGES)("%s has its heading and title in Mexican Spanish", (_path, Page, english, spanish) => {
    overwriteGetLocale(() => "es-MX");
    show(Page);
    expect(screen.getByRole("heading", { level: 1, name: spanish })).toBeTruthy();
    expect(document.title).toBe(`${spanish} | Hogar`);
    expect(screen.queryByText(english)).toBeNull();
    expect(screen.getByRole("navigation", { name: "En esta página" })).toBeTruthy();
  });
});
