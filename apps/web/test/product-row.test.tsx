import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProductRow } from "../src/features/catalog/components/product-row.tsx";
import { json, later, product, stubFetch } from "./helpers/fake-api.ts";
import { renderShop } from "./helpers/render.tsx";

describe("a feed row", () => {
  it("shows all twenty of the room's newest products, in the shop's order", async () => {
    const items = Array.from({ length: 20 }, (_, i) => product({ name: `Kitchen stool ${i + 1}` }));
    const sent = stubFetch((request) =>
      request.path.startsWith("/api/products")
        ? json(200, { items, total: 20, totalCapped: false, page: 1, pageSize: 20 })
        : later().response,
    );
    renderShop(<ProductRow category="kitchen" renderToggles={() => null} />);

    const row = await screen.findByRole("list", { name: "Kitchen products" });
    // The first cards come with the products, the rest a few at a time right after.
    await waitFor(() => expect(within(row).getAllByRole("listitem")).toHaveLength(20));
    const names = within(row)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(items.map((p) => p.name));
    expect(sent.filter((r) => r.path.startsWith("/api/products"))).toHaveLength(1);
  });
});
