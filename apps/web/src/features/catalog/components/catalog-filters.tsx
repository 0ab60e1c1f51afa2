import { CATEGORIES, CATEGORY_TITLES, PRICE_BANDS } from "@hogar/shared/catalog-rules";
import { m } from "@hogar/shared/messages";
import { ChevronDownIcon } from "../../../components/ui/icons.tsx";
import { Menu, type MenuEntry } from "../../../components/ui/menu.tsx";
import { filterTriggerClass } from "./styles.ts";

function searchLink(base: URLSearchParams, change: (params: URLSearchParams) => void): string {
  const params = new URLSearchParams(base);
  change(params);
  // A new filter starts again on the first page.
  params.delete("page");
  return `/search-products?${params.toString()}`;
}

/**
 * The price and category dropdowns (docs/product.md 15) (WAI-ARIA menu buttons). Each entry is a link to
 * /search-products; `base` holds the current search so the other filters and q are kept.
 */
export function CatalogFilters({ base = new URLSearchParams() }: { base?: URLSearchParams }) {
  const priceEntries: MenuEntry[] = PRICE_BANDS.map((band) => ({
    kind: "link",
    label: band.label(),
    to: searchLink(base, (params) => {
      params.set("minPrice", String(band.minPrice));
      if ("maxPrice" in band) params.set("maxPrice", String(band.maxPrice));
      else params.delete("maxPrice");
    }),
  }));
  const categoryEntries: MenuEntry[] = CATEGORIES.map((category) => ({
    kind: "link",
    label: CATEGORY_TITLES[category](),
    to: searchLink(base, (params) => params.set("category", category)),
  }));

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Menu
        label={m.catalog_price()}
        align="start"
        entries={priceEntries}
        triggerClassName={filterTriggerClass}
        trigger={
          <>
            {m.catalog_price()}
            <ChevronDownIcon />
          </>
        }
      />
      <Menu
        label={m.catalog_category()}
        align="start"
        entries={categoryEntries}
        triggerClassName={filterTriggerClass}
        trigger={
          <>
            {m.catalog_category()}
            <ChevronDownIcon />
          </>
        }
      />
    </div>
  );
}
