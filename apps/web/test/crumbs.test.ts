import { describe, expect, it } from "vitest";
import { crumbProductId, crumbsFor, roomListed } from "../src/app/layout/crumbs.ts";

const sofa = { name: "Alba Three-Seat Linen Sofa", category: "living room" as const };
const id = "0b7c3a52-3f0e-4c8e-9a55-2f4b6f1b9d10";

describe("the breadcrumb of each page (docs/product.md 110)", () => {
  it("has none on the feed or on an address it does not know", () => {
    expect(crumbsFor("/feed")).toEqual([]);
    expect(crumbsFor("/nowhere")).toEqual([]);
    expect(crumbsFor("/admin/products")).toEqual([]);
  });

  it("names account pages by their headings, their capitals included", () => {
    expect(crumbsFor("/account/my-data")).toEqual([
      { label: "Feed", to: "/feed" },
      { label: "My Profile", to: "/account" },
      { label: "My Data", to: undefined },
    ]);
    expect(crumbsFor("/account/my-addresses/0b7c3a52/edit").map((crumb) => crumb.label)).toEqual([
      "Feed",
      "My Profile",
      "My Addresses",
      "Edit address",
    ]);
  });

  it("takes the way to Add card through My Cards", () => {
    expect(crumbsFor("/account/add-card")).toEqual([
      { label: "Feed", to: "/feed" },
      { label: "My Profile", to: "/account" },
      { label: "My Cards", to: "/account/my-cards" },
      { label: "Add card", to: undefined },
    ]);
  });

  it("shows a product under its room's page once the product is known", () => {
    expect(crumbsFor(`/product-details/${id}`, { product: sofa })).toEqual([
      { label: "Feed", to: "/feed" },
      { label: "Living Room", to: "/search-products?category=living%20room" },
      { label: sofa.name, to: undefined },
    ]);
    expect(crumbsFor(`/product-details/${id}`)).toEqual([
      { label: "Feed", to: "/feed" },
      { label: "Product", to: undefined },
    ]);
  });

  it("leads each checkout back to where it started: the product, or the cart", () => {
    expect(crumbsFor(`/${id}/buy-product`, { product: sofa })).toEqual([
      { label: "Feed", to: "/feed" },
      { label: "Living Room", to: "/search-products?category=living%20room" },
      { label: sofa.name, to: `/product-details/${id}` },
      { label: "Checkout", to: undefined },
    ]);
    expect(crumbsFor("/buy-cart")).toEqual([
      { label: "Feed", to: "/feed" },
      { label: "My Profile", to: "/account" },
      { label: "Shopping Cart", to: "/account/shopping-cart" },
      { label: "Checkout", to: undefined },
    ]);
  });

  it("gives search results and Add product a crumb of their own", () => {
    expect(crumbsFor("/search-products").map((crumb) => crumb.label)).toEqual(["Feed", "Search products"]);
    expect(crumbsFor("/add-product").map((crumb) => crumb.label)).toEqual(["Feed", "Add product"]);
  });

  it("asks for the product only where the trail names it", () => {
    expect(crumbProductId(`/product-details/${id}`)).toBe(id);
    expect(crumbProductId(`/${id}/buy-product`)).toBe(id);
    expect(crumbProductId("/buy-cart")).toBeUndefined();
    expect(crumbProductId("/account/orders/123")).toBeUndefined();
  });
});

describe('a room\'s "See all" page', () => {
  it("is named by its room, as a product's breadcrumb names it, sorted or paged too", () => {
    for (const search of ["?category=living%20room", "?category=Living%20Room&sort=price_asc&page=2"]) {
      const room = roomListed(search);
      expect(room).toBe("living room");
      expect(crumbsFor("/search-products", { room }).map((crumb) => crumb.label)).toEqual([
        "Feed",
        "Living Room",
      ]);
    }
  });

  it("is a search once anything else is chosen: words, a second room, a colour, a price", () => {
    for (const search of [
      "?q=sofa&category=living%20room",
      "?category=living%20room&category=bedroom",
      "?category=living%20room&colour=white",
      "?category=kitchen&maxPrice=500",
      "",
    ]) {
      expect(roomListed(search)).toBeUndefined();
    }
  });
});
