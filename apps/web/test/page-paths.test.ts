import { isPage, PAGE_PATTERNS } from "@hogar/shared/page-paths";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "../src/app/router.tsx";

/** Every address the router shows a page at: each route with a screen, its parents' paths joined. */
function pagePatterns(list: RouteObject[], parent = ""): string[] {
  return list.flatMap((route) => {
    if (route.path === "*") return [];
    const here = route.path ? `${parent.replace(/\/$/, "")}/${route.path}` : parent || "/";
    if (route.children) return pagePatterns(route.children, here);
    return [here];
  });
}

describe("the server's list of pages", () => {
  it("is the router's: an address answers 404 only where the app says Page not found", () => {
    expect([...PAGE_PATTERNS].sort()).toEqual([...new Set(pagePatterns(routes))].sort());
  });

  it("tells pages from other addresses as the router matches them", () => {
    expect(isPage("/product-details/abc")).toBe(true);
    expect(isPage("/account/orders/")).toBe(true);
    expect(isPage("/abc/buy-product")).toBe(true);
    expect(isPage("/product-details")).toBe(false);
    expect(isPage("/account/orders/abc/more")).toBe(false);
    expect(isPage("/nothing")).toBe(false);
  });
});
