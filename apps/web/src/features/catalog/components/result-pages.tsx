import { m } from "@hogar/shared/messages";
import { Link } from "react-router";
import { linkClass } from "../../../components/ui/form-styles.ts";

const numberClass = "grid min-w-9 place-items-center rounded-lg px-2 py-1.5";

/**
 * 1 … 4 5 6 … 42: the first, the last and the pages around the current one. A gap of one page shows
 * that page: "…" would take its room and hide it (1 2 3 4, not 1 2 … 4).
 */
export function pageNumbers(page: number, count: number): (number | "gap")[] {
  const shown = [...new Set([1, page - 1, page, page + 1, count])]
    .filter((n) => n >= 1 && n <= count)
    .sort((a, b) => a - b);
  return shown.flatMap((n, i) => {
    const before = shown[i - 1];
    if (before === undefined || n - before === 1) return [n];
    return n - before === 2 ? [n - 1, n] : ["gap" as const, n];
  });
}

interface ResultPagesProps {
  page: number;
  /** Pages known to exist; with `more`, the count stopped and pages go on while they are full. */
  count: number;
  more: boolean;
  /** The address of page `n`, everything else in the URL kept. */
  hrefOf: (n: number) => string;
}

/**
 * Previous, "Page x of y", the page numbers and Next (docs/product.md 108). Every page is
 * a link with its number in the URL, so Back and a shared link return to the same page.
 */
export function ResultPages({ page, count, more, hrefOf }: ResultPagesProps) {
  const hasNext = page < count || more;
  return (
    <nav aria-label={m.catalog_pagination()} className="mt-8 flex flex-col items-center gap-3">
      <div className="flex items-center gap-4">
        {page > 1 ? (
          <Link to={hrefOf(page - 1)} className={linkClass}>
            {m.catalog_previous()}
          </Link>
        ) : (
          <span className="text-muted">{m.catalog_previous()}</span>
        )}
        <span>{m.catalog_page_of({ page, count: more ? `${count}+` : count })}</span>
        {hasNext ? (
          <Link to={hrefOf(page + 1)} className={linkClass}>
            {m.catalog_next()}
          </Link>
        ) : (
          <span className="text-muted">{m.catalog_next()}</span>
        )}
      </div>
      <ol className="flex flex-wrap items-center justify-center gap-1">
        {pageNumbers(page, Math.max(count, page)).map((n, i) =>
          n === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={n}>
              {/* The current page is a link too: the number just pressed stays the same element and
                  keeps the focus (docs/product.md 115), which went to the page's body with it. */}
              <Link
                to={hrefOf(n)}
                aria-current={n === page ? "page" : undefined}
                aria-label={m.finding_page_number({ page: n })}
                className={`${numberClass} ${
                  n === page ? "bg-primary font-semibold text-white" : `${linkClass} ring-1 ring-border`
                }`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
