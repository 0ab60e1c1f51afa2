import { isPage, PAGE_PATTERNS } from "@hogar/shared/page-paths";
import { matchRoutes, type RouteObject } from "react-router";
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
    const routerShowsAPage = (path: string) =>
      (matchRoutes(routes, path) ?? []).every((match) => match.route.path !== "*");
    for (const path of [
      "/product-details/abc",
      "/account/orders/",
      "/abc/buy-product",
      "/Feed",
      "/Account/Orders/1",
      "/fe%65d",
      "/feed//",
      "/account/my-addresses/a%20b/edit",
      "/product-details",
      "/account/orders/abc/more",
      "/nothing",
      "/legal",
    ]) {
      expect(isPage(path), path).toBe(routerShowsAPage(path));
    }
    expect(isPage("/Feed")).toBe(true);
    expect(isPage("/nothing")).toBe(false);
  });
});
