import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Footer } from "../src/app/layout/footer.tsx";
import { AddressBlock } from "../src/components/ui/address-block.tsx";
import { LegalPage } from "../src/features/legal/components/legal-page.tsx";
import { TERMS } from "../src/features/legal/content/terms.ts";
import { json, stubFetch } from "./helpers/fake-api.ts";
import { TEST_SHOP_SETTINGS } from "./helpers/render.tsx";

describe("the address block (docs/product.md 83)", () => {
  const address = {
    fullName: "Ana López",
    street: "Av. Paseo de la Reforma",
    exteriorNumber: "222",
    colonia: "Juárez",
    municipality: "Cuauhtémoc",
    state: "CMX",
    postalCode: "06600",
    country: "Mexico",
    phone: "5512345678",
  };
  const lines = () => Array.from(document.querySelectorAll("address p"), (p) => p.textContent);

  it("puts the name first and the phone last, as the page words them", () => {
    render(<AddressBlock address={address} sayPhone={({ phone }) => `Phone: ${phone}`} />);
    expect(lines()).toEqual([
      "Ana López",
      "Av. Paseo de la Reforma 222",
      "Col. Juárez",
      "06600 Cuauhtémoc, Ciudad de México",
      "Mexico",
      "Phone: 55 1234 5678",
    ]);
  });

  it("leaves out the name and phone an order keeps no more once its account is deleted", () => {
    render(
      <AddressBlock
        address={{ ...address, fullName: "", phone: "" }}
        sayPhone={({ phone }) => `Phone: ${phone}`}
      />,
    );
    expect(lines()).toEqual([
      "Av. Paseo de la Reforma 222",
      "Col. Juárez",
      "06600 Cuauhtémoc, Ciudad de México",
      "Mexico",
    ]);
    expect(screen.queryByText(/Phone/)).toBeNull();
  });
});

describe("the shop's settings on a seller's page", () => {
  it("are asked once for the footer and the page together", async () => {
    const sent = stubFetch(() => json(200, TEST_SHOP_SETTINGS));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <LegalPage document={TERMS} />
          <Footer />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByRole("contentinfo");
    await screen.findByRole("region", { name: "1. Who sells" });
    expect(sent.map((request) => request.path)).toEqual(["/api/settings"]);
  });
});
