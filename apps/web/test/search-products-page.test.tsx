import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Component as SearchProducts } from "../src/app/routes/search-products.tsx";
import { json, product, serverCart, serverWishlist, stubFetch } from "./helpers/fake-api.ts";
import { renderSignedInAt } from "./helpers/render.tsx";

// The results page's summary of what was asked, and the link that forgets it.

/** A page of results; `past` gives a total and page for a page past the last one, empty. */
const page = (
  items: ReturnType<typeof product>[],
  past?: { total: number; page: number; totalCapped?: boolean },
) =>
  json(200, {
    items,
    total: items.length,
    totalCapped: false,
    page: 1,
    pageSize: 24,
    searchedFor: null,
    alsoSearched: null,
    ...past,
  });

describe("the search results' summary", () => {
  it("offers to clear the search when only words were asked, and the filters when there are any", async () => {
    stubFetch(() => page([product({ name: "Oak chair" })]));
    renderSignedInAt("/search-products?q=oak", "/search-products", <SearchProducts />);
    expect((await screen.findByRole("link", { name: "Clear search" })).getAttribute("href")).toBe(
      "/search-products",
    );
  });

  it("calls it clearing the filters once a room is chosen too, and keeps the words searched", async () => {
    stubFetch(() => page([product({ name: "Oak chair" })]));
    renderSignedInAt("/search-products?q=oak&category=kitchen", "/search-products", <SearchProducts />);
    const clear = await screen.findByRole("link", { name: "Clear filters" });
    expect(clear.getAttribute("href")).toBe("/search-products?q=oak");
    expect(screen.queryByRole("link", { name: "Clear search" })).toBeNull();
  });

  it("keeps the sort too: it is not a filter", async () => {
    stubFetch(() => page([product({ name: "Oak chair" })]));
    renderSignedInAt(
      "/search-products?q=oak&category=kitchen&sort=price_asc",
      "/search-products",
      <SearchProducts />,
    );
    const clear = await screen.findByRole("link", { name: "Clear filters" });
    expect(clear.getAttribute("href")).toBe("/search-products?q=oak&sort=price_asc");
  });

  it("clears every filter of a listing without words", async () => {
    stubFetch(() => page([product({ name: "Oak chair" })]));
    renderSignedInAt("/search-products?category=kitchen&colour=red", "/search-products", <SearchProducts />);
    const clear = await screen.findByRole("link", { name: "Clear filters" });
    expect(clear.getAttribute("href")).toBe("/search-products");
  });

  it("says a page past the last one has no products and links to the last, without pages that do not exist", async () => {
    stubFetch(() => page([], { total: 30, page: 99 }));
    renderSignedInAt("/search-products?category=kitchen&page=99", "/search-products", <SearchProducts />);
    expect(await screen.findByText("This page has no products: the results end on page 2.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to page 2" }).getAttribute("href")).toBe(
      "/search-products?category=kitchen&page=2",
    );
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
    expect(screen.queryByText("No products match your search.")).toBeNull();
  });

  it("past a count that stopped at 1,000, says only that the page is empty and links to the first", async () => {
    stubFetch(() => page([], { total: 1_001, page: 60, totalCapped: true }));
    renderSignedInAt("/search-products?q=lamp&page=60", "/search-products", <SearchProducts />);
    expect(await screen.findByText("This page has no products.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to page 1" }).getAttribute("href")).toBe(
      "/search-products?q=lamp",
    );
  });

  it("says the count once the results have come, from a region that was in the page before", async () => {
    stubFetch((request) =>
      request.path.startsWith("/api/products")
        ? page([product({ name: "Oak chair" }), product({ name: "Oak table" })])
        : request.path === "/api/wishlist"
          ? json(200, serverWishlist())
          : json(200, serverCart()),
    );
    renderSignedInAt("/search-products?q=oak", "/search-products", <SearchProducts />);
    const status = screen.getByRole("status", { name: "" });
    expect(status.textContent).toBe("");
    await screen.findByRole("heading", { level: 1, name: "2 products found" });
    expect(status.textContent).toBe("2 products found");
  });
});
