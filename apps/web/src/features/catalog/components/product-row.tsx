import { CATEGORY_TITLES, type Category } from "@hogar/shared/catalog-rules";
import { m } from "@hogar/shared/messages";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { DotWaveLoader } from "../../../components/ui/dot-wave-loader.tsx";
import { useInView } from "../../../lib/use-in-view.ts";
import { useSidewaysPlace } from "../../../lib/use-sideways-place.ts";
import { useProducts } from "../api/get-products.ts";
import { ProductCard, type RenderCardToggles } from "./product-card.tsx";

const ROW_SIZE = 20;
const ROW_CARD_SIZES = "240px";
// Cards of a row a wide screen shows without scrolling.
const VISIBLE_CARDS = 5;
// A card's width (w-60) plus the gap between cards (gap-4), in CSS pixels.
const CARD_STRIDE_PX = 256;
// The rest follow this many at a time: on a phone's CPU (Lighthouse's 4x slowdown) five cards took
// 60-75 ms, over the 50 ms that counts as blocking.
const CARDS_PER_TASK = 2;

interface ProductRowProps {
  category: Category;
  renderToggles: RenderCardToggles;
  /** Cards the window shows without scrolling sideways (`rowCardsInView`): they render first. */
  cardsInView?: number;
  /** A row the first screen shows: the pictures of the cards in view load at once. */
  onFirstScreen?: boolean;
}

/**
 * How many cards of a row the window shows without scrolling sideways: two on a phone, five on a
 * desktop. Asked of media queries, which need no layout: reading the window's width lays the page
 * out, 15 ms of a phone's first render (57 ms when each card asked).
 */
export function rowCardsInView(): number {
  let cards = 1;
  while (cards < VISIBLE_CARDS && window.matchMedia(`(min-width: ${cards * CARD_STRIDE_PX + 1}px)`).matches) {
    cards++;
  }
  return cards;
}

/**
 * One feed row: the newest products of a room, scrolling sideways (with the arrow keys once focused).
 */
export function ProductRow({
  category,
  renderToggles,
  cardsInView = VISIBLE_CARDS,
  onFirstScreen = false,
}: ProductRowProps) {
  const headingId = useId();
  const title = CATEGORY_TITLES[category]();
  const products = useProducts({ category, pageSize: ROW_SIZE, sort: "newest" });
  // The cards in view render with the row's products; the others, out of sight until it scrolls
  // sideways, follow once those are painted (effects run after the paint), so the first screen does
  // not wait for four rows of twenty cards (issue 20: largest contentful paint). They follow a few at
  // a time, each few in a task of its own, so a phone stays free to answer a tap between them
  // (total blocking time; docs/decisions/022-first-render-work.md). A row below the window adds them
  // once it comes into view: until then nobody could scroll it sideways.
  // Back to the feed returns a row to where it was scrolled sideways, with every card up to there.
  const sideways = useSidewaysPlace<HTMLUListElement>(category);
  const [shownCards, setShownCards] = useState(sideways.place ? ROW_SIZE : cardsInView);
  const inView = useInView<HTMLElement>(onFirstScreen);
  const loaded = products.data !== undefined;
  useEffect(() => {
    if (!loaded || !inView.seen || shownCards >= ROW_SIZE) return;
    const next = setTimeout(() => setShownCards((shown) => shown + CARDS_PER_TASK), 0);
    return () => clearTimeout(next);
  }, [loaded, inView.seen, shownCards]);

  return (
    <section ref={inView.ref} aria-labelledby={headingId} className="mt-8">
      <div className="mb-3 flex items-baseline justify-between gap-4">
        <h2 id={headingId} className="text-xl font-semibold">
          {title}
        </h2>
        <Link
          to={`/search-products?category=${encodeURIComponent(category)}`}
          aria-label={m.catalog_see_all_named({ room: title })}
          className="rounded text-sm font-medium text-link underline-offset-2 hover:underline"
        >
          {m.catalog_see_all()}
        </Link>
      </div>
      {products.isPending ? (
        // As tall as the row of cards it stands for, so the rows below do not move when they arrive.
        <div className="grid h-[19rem] place-items-center">
          <DotWaveLoader label={m.catalog_loading_room({ room: title })} />
        </div>
      ) : products.isError ? (
        <p className="py-6 text-muted">
          {m.catalog_row_failed()}{" "}
          <button
            type="button"
            onClick={() => products.refetch()}
            className="rounded font-medium text-link underline underline-offset-2"
          >
            {m.common_try_again()}
          </button>
        </p>
      ) : products.data.items.length === 0 ? (
        <p className="py-6 text-muted">{m.catalog_row_empty()}</p>
      ) : (
        // Focusable so the keyboard can scroll it; the cards' own links are reachable with Tab as well.
        <ul
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable (WCAG 2.1.1).
          tabIndex={0}
          ref={sideways.ref}
          onScroll={sideways.onScroll}
          aria-label={m.catalog_room_products({ room: title })}
          className="-mx-1 flex snap-x gap-4 overflow-x-auto px-1 pt-1 pb-3"
        >
          {products.data.items.slice(0, shownCards).map((product, i) => (
            <li key={product.id} className="w-60 shrink-0 snap-start">
              <ProductCard
                product={product}
                renderToggles={renderToggles}
                sizes={ROW_CARD_SIZES}
                headingLevel={3}
                eagerImage={onFirstScreen && i < cardsInView}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
