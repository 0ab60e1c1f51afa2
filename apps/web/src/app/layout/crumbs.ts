import { CATEGORY_TITLES, type Category } from "@hogar/shared/catalog-rules";
import { m } from "@hogar/shared/messages";
import { generatePath, matchPath } from "react-router";
import type { Crumb } from "../../components/ui/breadcrumb.tsx";
import { readFinding } from "../../features/catalog/finding-url.ts";

/** What a crumb may need to know beyond the address: the product a page is about, once loaded. */
export interface CrumbFacts {
  product?: { name: string; category: Category };
  /** The room a search page lists alone: its "See all" page (see `roomListed`). */
  room?: Category;
}

/**
 * The room a search page's address lists with nothing else chosen (sorted or paged aside): that
 * room's "See all" page, which a product's breadcrumb names by the room. Named the same from the
 * page itself, rather than "Search products".
 */
export function roomListed(search: string): Category | undefined {
  const { q, category, colour, material, inStock, minPrice, maxPrice } = readFinding(
    new URLSearchParams(search),
  );
  const alone =
    !q &&
    colour.length === 0 &&
    material.length === 0 &&
    !inStock &&
    minPrice === undefined &&
    maxPrice === undefined;
  return alone && category.length === 1 ? category[0] : undefined;
}

interface CrumbPage {
  path: string;
  /** The page's own heading, so a crumb reads as the page it leads to (docs/product.md 110). */
  label: (facts: CrumbFacts) => string;
  /** The page it is reached from; the trail climbs through it (the frame's `path`s). */
  parent?: string;
  /** A room between the feed and a product: its "See all" page. */
  room?: true;
}

/**
 * The pages that show a breadcrumb, each with the page above it. The signed-in frame reads this table
 * rather than the route table: the router imports the layout, so the layout does not import the
 * router. A new page gets its line here. Labels are message functions, said in the language of the
 * moment (docs/product.md 80).
 */
const CRUMB_PAGES: readonly CrumbPage[] = [
  {
    path: "/search-products",
    label: ({ room }) => (room ? CATEGORY_TITLES[room]() : m.catalog_search_products()),
  },
  {
    path: "/product-details/:id",
    label: ({ product }) => product?.name ?? m.catalog_product(),
    room: true,
  },
  { path: "/:id/buy-product", label: m.checkout_title, parent: "/product-details/:id" },
  { path: "/buy-cart", label: m.checkout_title, parent: "/account/shopping-cart" },
  { path: "/add-product", label: m.back_office_add_heading },
  { path: "/account", label: m.account_my_profile },
  { path: "/account/history", label: m.catalog_history, parent: "/account" },
  { path: "/account/orders", label: m.orders_title, parent: "/account" },
  { path: "/account/orders/:id", label: m.common_crumb_order, parent: "/account/orders" },
  { path: "/account/shopping-cart", label: m.cart_title, parent: "/account" },
  { path: "/account/my-wishlist", label: m.catalog_my_wishlist, parent: "/account" },
  { path: "/account/my-data", label: m.account_my_data, parent: "/account" },
  { path: "/account/my-addresses", label: m.addresses_list_title, parent: "/account" },
  {
    path: "/account/my-addresses/add-address",
    label: m.addresses_add_title,
    parent: "/account/my-addresses",
  },
  { path: "/account/my-addresses/:id/edit", label: m.addresses_edit_title, parent: "/account/my-addresses" },
  { path: "/account/fiscal-data", label: m.invoicing_fiscal_data_title, parent: "/account" },
  { path: "/account/my-cards", label: m.cards_my_cards, parent: "/account" },
  // Cards are added from My Cards, so the way back passes through it.
  { path: "/account/add-card", label: m.cards_add_title, parent: "/account/my-cards" },
];

const byPath = new Map(CRUMB_PAGES.map((page) => [page.path, page]));
/** Static paths first, as the router ranks them over ":id" ("/account/orders" is not a product). */
const RANKED = [...CRUMB_PAGES].sort((a, b) => Number(a.path.includes(":")) - Number(b.path.includes(":")));

/** The page an address shows, and its parameters. */
function pageFor(pathname: string) {
  for (const page of RANKED) {
    const match = matchPath({ path: page.path, end: true }, pathname);
    if (match) return { page, params: match.params };
  }
  return undefined;
}

/**
 * Feed, then each page on the way to this one (linked), then this one (not linked); none on the feed
 * or on a page the table does not know. Product pages climb through their room's "See all" page.
 */
export function crumbsFor(pathname: string, facts: CrumbFacts = {}): Crumb[] {
  const found = pageFor(pathname);
  if (!found) return [];
  const trail: Crumb[] = [];
  for (
    let page: CrumbPage | undefined = found.page;
    page;
    page = page.parent ? byPath.get(page.parent) : undefined
  ) {
    trail.unshift({ label: page.label(facts), to: generatePath(page.path, found.params) });
    if (page.room && facts.product) {
      const { category } = facts.product;
      trail.unshift({
        label: CATEGORY_TITLES[category](),
        to: `/search-products?category=${encodeURIComponent(category)}`,
      });
    }
  }
  const current = trail.at(-1);
  if (current) current.to = undefined;
  return [{ label: m.common_crumb_feed(), to: "/feed" }, ...trail];
}

/** The product whose name and room the crumbs of this address need, if any. */
export function crumbProductId(pathname: string): string | undefined {
  const found = pageFor(pathname);
  return found && ["/product-details/:id", "/:id/buy-product"].includes(found.page.path)
    ? found.params.id
    : undefined;
}
