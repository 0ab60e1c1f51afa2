import { m } from "@hogar/shared/messages";
import { matchPath } from "react-router";
import type { Crumb } from "../../components/ui/breadcrumb.tsx";

/**
 * The pages that appear in the breadcrumb, parents before their children. The signed-in frame reads
 * this table rather than the route table: the router imports the layout, so the layout does not import
 * the router. A new page under /account gets its line here. Labels are message functions, said in
 * the language of the moment (docs/product.md 80).
 */
const CRUMB_PAGES: readonly { path: string; label: () => string }[] = [
  { path: "/account", label: m.common_my_account },
  { path: "/account/history", label: m.common_history },
  { path: "/account/orders", label: m.common_orders },
  { path: "/account/orders/:id", label: m.common_crumb_order },
  { path: "/account/shopping-cart", label: m.common_crumb_shopping_cart },
  { path: "/account/my-wishlist", label: m.common_crumb_my_wishlist },
  { path: "/account/my-data", label: m.common_crumb_my_data },
  { path: "/account/my-addresses", label: m.common_my_addresses },
  { path: "/account/my-addresses/add-address", label: m.common_crumb_add_address },
  { path: "/account/my-addresses/:id/edit", label: m.addresses_edit_title },
  { path: "/account/fiscal-data", label: m.invoicing_fiscal_data_title },
  { path: "/account/my-cards", label: m.common_crumb_my_cards },
  { path: "/account/add-card", label: m.common_crumb_add_card },
];

/** Feed, then each page on the way to this one (linked), then this one (not linked); none elsewhere. */
export function crumbsFor(pathname: string): Crumb[] {
  const trail = CRUMB_PAGES.flatMap(({ path, label }) => {
    const match = matchPath({ path, end: false }, pathname);
    return match ? [{ label: label(), pathname: match.pathname }] : [];
  });
  if (trail.length === 0) return [];
  return [
    { label: m.common_crumb_feed(), to: "/feed" },
    ...trail.map((step, index) => ({
      label: step.label,
      to: index === trail.length - 1 ? undefined : step.pathname,
    })),
  ];
}
