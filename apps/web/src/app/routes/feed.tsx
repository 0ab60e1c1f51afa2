import { CATEGORIES } from "@hogar/shared/catalog-rules";
import { m } from "@hogar/shared/messages";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { CatalogFilters } from "../../features/catalog/components/catalog-filters.tsx";
import { ProductRow } from "../../features/catalog/components/product-row.tsx";
import { renderCardToggles } from "./product-toggles.tsx";

export function Component() {
  return (
    <>
      <PageTitle>{`${m.catalog_feed()} | Hogar`}</PageTitle>
      <h1 className="text-2xl font-semibold">{m.catalog_feed()}</h1>
      <div className="mt-4">
        <CatalogFilters />
      </div>
      {CATEGORIES.map((category, i) => (
        <ProductRow key={category} category={category} renderToggles={renderCardToggles} first={i === 0} />
      ))}
    </>
  );
}
