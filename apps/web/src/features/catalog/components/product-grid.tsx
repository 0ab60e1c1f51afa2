import type { Product } from "@hogar/shared";
import { ProductCard, type RenderCardToggles } from "./product-card.tsx";

const GRID_SIZES = "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw";
// The first row on the widest layout: what the page shows before any scrolling.
const FIRST_ROW = 4;

interface ProductGridProps {
  products: Product[];
  renderToggles: RenderCardToggles;
  headingLevel?: 2 | 3;
  /** Marks products that cannot be bought now (saved lists), e.g. "No longer sold". */
  unavailableLabel?: (product: Product) => string | undefined;
}

/** Responsive grid of cards: 1, 2, 3, then 4 columns on wide screens. */
export function ProductGrid({
  products,
  renderToggles,
  headingLevel = 2,
  unavailableLabel,
}: ProductGridProps) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            renderToggles={renderToggles}
            sizes={GRID_SIZES}
            headingLevel={headingLevel}
            unavailableLabel={unavailableLabel?.(product)}
            eagerImage={i < FIRST_ROW}
          />
        </li>
      ))}
    </ul>
  );
}
