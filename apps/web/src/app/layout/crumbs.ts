import { matchPath } from "react-router";
import type { Crumb } from "../../components/ui/breadcrumb.tsx";

/**
 * The pages that appear in the breadcrumb, parents before their children. The signed-in frame reads
 * this table rather than the route table: the router imports the layout, so the layout does not import
 * the router. A new page under /account gets its line here.
 */
const CRUMB_PAGES: readonly { path: string; label: string }[] = [
  { path: "/account", label: "My account" },
  { path: "/account/history", label: "History" },
  { path: "/account/orders", label: "Orders" },
  { path: "/account/orders/:id", label: "Order" },
  { path: "/account/shopping-cart", label: "Shopping Cart" },
  { path: "/account/my-wishlist", label: "My wishlist" },
  { path: "/account/my-data", label: "My data" },
  { path: "/account/my-addresses", label: "My addresses" },
  { path: "/account/my-addresses/add-address", label: "Add address" },
  { path: "/account/my-cards", label: "My cards" },
  { path: "/account/add-card", label: "Add card" },
];

/** Feed, then each page on the way to this one (linked), then this one (not linked); none elsewhere. */
export function crumbsFor(pathname: string): Crumb[] {
  const trail = CRUMB_PAGES.flatMap(({ path, label }) => {
    const match = matchPath({ path, end: false }, pathname);
    return match ? [{ label, pathname: match.pathname }] : [];
  });
  if (trail.length === 0) return [];
  return [
    { label: "Feed", to: "/feed" },
    ...trail.map((step, index) => ({
      label: step.label,
      to: index === trail.length - 1 ? undefined : step.pathname,
    })),
  ];
}
