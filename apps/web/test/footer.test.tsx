import { getLocale, overwriteGetLocale } from "@hogar/shared/i18n-runtime";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { Footer } from "../src/app/layout/footer.tsx";
import { json, stubFetch } from "./helpers/fake-api.ts";
import { TEST_SHOP_SETTINGS } from "./helpers/render.tsx";

const seller = TEST_SHOP_SETTINGS.seller;

function showFooter(answer = () => json(200, TEST_SHOP_SETTINGS)) {
  const sent = stubFetch(answer);
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
  return sent;
}

describe("the footer (docs/product.md 84)", () => {
  it("shows who sells, from GET /api/settings, with the phone and e-mail as links", async () => {
    const sent = showFooter();
    const footer = await screen.findByRole("contentinfo");

    expect(sent.map((request) => request.path)).toEqual(["/api/settings"]);
    const who = within(footer).getByRole("region", { name: "Who sells" });
    expect(within(who).getByText(seller.legalName)).toBeTruthy();
    expect(within(who).getByText(`RFC: ${seller.rfc}`)).toBeTruthy();
    expect(within(who).getByText(seller.address)).toBeTruthy();
    expect(within(who).getByRole("link", { name: seller.phone }).getAttribute("href")).toBe(
      "tel:+525500000000",
    );
    expect(within(who).getByRole("link", { name: seller.email }).getAttribute("href")).toBe(
      `mailto:${seller.email}`,
    );
    expect(within(footer).getByText(`© ${new Date().getFullYear()} ${seller.legalName}`)).toBeTruthy();
  });

  it("links the terms, the returns policy and the privacy notice, and switches the language", async () => {
    showFooter();
    const footer = await screen.findByRole("contentinfo");

    const legal = within(footer).getByRole("navigation", { name: "Legal information" });
    const links = within(legal).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Terms and conditions", "/legal/terms"],
      ["Returns policy", "/legal/returns"],
      ["Privacy notice", "/legal/privacy"],
    ]);
    expect(within(footer).getByRole("combobox", { name: "Language" })).toBeTruthy();
  });

  it("still links the seller's pages when the settings cannot be read", async () => {
    showFooter(() => new Response(null, { status: 503 }));
    const footer = await screen.findByRole("contentinfo");

    expect(within(footer).queryByRole("region", { name: "Who sells" })).toBeNull();
    expect(within(footer).getAllByRole("link")).toHaveLength(3);
  });
});

describe("the footer in Spanish", () => {
  const original = getLocale;
  afterEach(() => overwriteGetLocale(original));

  it("names the links as a Mexican shop does", async () => {
    overwriteGetLocale(() => "es-MX");
    showFooter();
    const footer = await screen.findByRole("contentinfo");

    expect(within(footer).getByRole("region", { name: "Quién vende" })).toBeTruthy();
    const legal = within(footer).getByRole("navigation", { name: "Información legal" });
    expect(
      within(legal)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Términos y condiciones", "Política de devoluciones", "Aviso de privacidad"]);
    expect(within(footer).getByRole("link", { name: seller.phone })).toBeTruthy();
  });
});
