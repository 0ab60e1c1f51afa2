import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { Footer } from "../src/app/layout/footer.tsx";
import { forgetShopSettings } from "../src/lib/shop-settings.ts";
import { useShopSettings } from "../src/lib/shop-settings-query.ts";
import { json, stubFetch } from "./helpers/fake-api.ts";
import { TEST_SHOP_SETTINGS } from "./helpers/render.tsx";

// Every page comes with the shop's settings (the server's serveWebApp, issue 20): read from the page,
// they are there from the first render, and /api/settings is asked only where the page has none.

/** The page as the server sends it, its settings block holding `text`. */
function pageWithSettingsBlock(text: string) {
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = "page-settings";
  block.textContent = text;
  document.head.append(block);
  forgetShopSettings();
}

afterEach(() => {
  document.getElementById("page-settings")?.remove();
  forgetShopSettings();
});

function ShippingFee() {
  const settings = useShopSettings();
  return <output>{settings.data ? settings.data.shipping.feeCents : "loading"}</output>;
}

function showFee() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ShippingFee />
    </QueryClientProvider>,
  );
}

describe("the shop's settings", () => {
  it("are read from the page, from the first render, without asking the shop", async () => {
    const sent = stubFetch(() => json(500, {}));
    pageWithSettingsBlock(
      JSON.stringify({ ...TEST_SHOP_SETTINGS, shipping: { feeCents: 12_300, freeFromCents: 1 } }),
    );
    showFee();
    expect(screen.getByRole("status").textContent).toBe("12300");

    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    expect(await screen.findByText(`RFC: ${TEST_SHOP_SETTINGS.seller.rfc}`)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("are asked for once where the page has none, or cannot be read", async () => {
    const sent = stubFetch(() => json(200, TEST_SHOP_SETTINGS));
    pageWithSettingsBlock("{not json");
    showFee();
    expect(screen.getByRole("status").textContent).toBe("loading");
    expect(await screen.findByText(String(TEST_SHOP_SETTINGS.shipping.feeCents))).toBeTruthy();
    expect(sent.map((request) => request.path)).toEqual(["/api/settings"]);
  });
});
