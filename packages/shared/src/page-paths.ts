// The web app's page addresses, for the server, which answers any other address with the app's
// "Page not found" and a 404 status (docs/product.md 1): a search engine or a link checker then
// reads the status the shopper reads on the page. apps/web/test/page-paths.test.ts holds this list
// and isPage to the router's routes and matching, so they cannot drift apart unseen.

export const PAGE_PATTERNS = [
  "/",
  "/login",
  "/signup",
  "/confirm-email-change",
  "/forgot-password",
  "/reset-password",
  "/legal/terms",
  "/legal/returns",
  "/legal/privacy",
  "/feed",
  "/search-products",
  "/product-details/:id",
  "/:id/buy-product",
  "/buy-cart",
  "/add-product",
  "/admin",
  "/admin/orders",
  "/admin/orders/:id",
  "/admin/products",
  "/admin/products/:id",
  "/admin/reviews",
  "/admin/promotions",
  "/account",
  "/account/history",
  "/account/orders",
  "/account/orders/:id",
  "/account/shopping-cart",
  "/account/my-wishlist",
  "/account/my-data",
  "/account/my-addresses",
  "/account/my-addresses/add-address",
  "/account/my-addresses/:id/edit",
  "/account/fiscal-data",
  "/account/my-cards",
  "/account/add-card",
];

/**
 * "/product-details/:id" as a regular expression: one path segment where ":id" stands, any case, and
 * final slashes, as the router matches it.
 */
export function pagePatternRegExp(pattern: string): RegExp {
  const segments = pattern
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  return new RegExp(`^${segments.join("/")}/*$`, "i");
}

const PAGES = PAGE_PATTERNS.map(pagePatternRegExp);

/** Whether `pathname` (no query, as the request sent it) is one of the app's pages, decoded as the router decodes it. */
export function isPage(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURI(pathname);
  } catch {
    return false; // not an address the router can read either
  }
  return PAGES.some((page) => page.test(decoded));
}
