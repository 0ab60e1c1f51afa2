import { CATEGORIES } from "@hogar/shared/catalog-rules";
import { m } from "@hogar/shared/messages";
import { useState } from "react";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { CatalogFilters } from "../../features/catalog/components/catalog-filters.tsx";
import { ProductRow, rowCardsInView } from "../../features/catalog/components/product-row.tsx";
import { renderCardToggles } from "./product-toggles.tsx";

// A phone's first screen and a desktop's both reach the second row's cards. Their pictures are the
// page's largest paint: loaded lazily, the second row's came last and set it (issue 20).
const FIRST_SCREEN_ROWS = 2;

export function Component() {
  const [cardsInView] = useState(rowCardsInView);
  return (
    <>
      <PageTitle>{`${m.catalog_feed()} | Hogar`}</PageTitle>
      <h1 className="text-2xl font-semibold">{m.catalog_feed()}</h1>
      <div className="mt-4">
        <CatalogFilters />
      </div>
      {CATEGORIES.map((category, i) => (
        <ProductRow
          key={category}
          category={category}
          renderToggles={renderCardToggles}
          cardsInView={cardsInView}
          onFirstScreen={i < FIRST_SCREEN_ROWS}
        />
      ))}
    </>
  );
}
