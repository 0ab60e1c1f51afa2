// A relevance search in PostgreSQL alone (docs/decisions/023-finding-at-scale.md): one connection,
// the repository called directly, every search word × pages 1, 2 and 5 for each filter set. "count"
// is the counting on its own, which every search pays; "search" is the whole statement, count and
// page, and "past cap" how many of those searches matched more than the cap, so read their page in
// relevance order rather than sorting.
import { PAGE_SIZE_DEFAULT as PAGE_SIZE, PRODUCT_COUNT_MAX } from "@hogar/shared";
import {
  createCatalogRepository,
  type ProductFilter,
} from "../apps/server/src/modules/catalog/catalog.repository.ts";
import { printTable } from "./report.ts";
import { benchDatabaseUrl, openBenchDatabase } from "./server.ts";

const WORDS = ["oak", "sofa", "lamp", "linen table", "walnut", "chair", "rug", "mirror"];
const PAGES = [1, 2, 5];
const FILTERS: Record<string, ProductFilter> = {
  none: {},
  colour: { colours: ["white"] },
  material: { materials: ["wood"] },
  "two rooms": { categories: ["bedroom", "kitchen"] },
  "colour + material + stock": { colours: ["white"], materials: ["wood"], inStock: true },
  "price range": { minPriceCents: 100_000, maxPriceCents: 700_000 },
};

export interface RelevancePlanRow {
  filters: string;
  pastCap: number;
  searches: number;
  countMs: number;
  searchMs: number;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

/** Average milliseconds per search of each filter set, on the bench database. */
export async function benchRelevancePlans(): Promise<RelevancePlanRow[]> {
  const database = await openBenchDatabase(await benchDatabaseUrl());
  const repository = createCatalogRepository(database.db);
  try {
    const rows: RelevancePlanRow[] = [];
    for (const [filters, filter] of Object.entries(FILTERS)) {
      const total = { pastCap: 0, countMs: 0, searchMs: 0 };
      for (const q of WORDS) {
        for (const page of PAGES) {
          const search = { ...filter, q };
          const [, countMs] = await timed(() => repository.count(search, PRODUCT_COUNT_MAX));
          const [found, searchMs] = await timed(() =>
            repository.relevancePage(search, (page - 1) * PAGE_SIZE, PAGE_SIZE, PRODUCT_COUNT_MAX),
          );
          if (found.total > PRODUCT_COUNT_MAX) total.pastCap++;
          total.countMs += countMs;
          total.searchMs += searchMs;
        }
      }
      const searches = WORDS.length * PAGES.length;
      const average = (ms: number) => Math.round((ms / searches) * 10) / 10;
      rows.push({
        filters,
        pastCap: total.pastCap,
        searches,
        countMs: average(total.countMs),
        searchMs: average(total.searchMs),
      });
    }
    return rows;
  } finally {
    await database.close();
  }
}

export function printRelevancePlans(rows: RelevancePlanRow[]) {
  printTable(
    `Relevance searches in PostgreSQL (one connection; ms per search, ${WORDS.length} words × pages ${PAGES.join(", ")})`,
    ["filters", "past cap", "count", "search"],
    rows.map((r) => [r.filters, `${r.pastCap} of ${r.searches}`, String(r.countMs), String(r.searchMs)]),
  );
}
