// The two ways a relevance search finds its page (docs/decisions/020-search-relevance.md), timed in
// PostgreSQL alone: one connection, the repository called directly, every search word × pages 1, 2
// and 5 for each filter set. "chosen" is what the shop picks from the count, so it should track the
// cheaper of the two; the count is what every search pays first.
import { PAGE_SIZE_DEFAULT as PAGE_SIZE, PRODUCT_COUNT_MAX } from "@hogar/shared";
import {
  createCatalogRepository,
  type ProductFilter,
} from "../apps/server/src/modules/catalog/catalog.repository.ts";
import { readInOrder } from "../apps/server/src/modules/catalog/catalog.service.ts";
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
  countMs: number;
  inOrderMs: number;
  sortedMs: number;
  chosenMs: number;
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
    const size = await repository.sizeEstimate();
    const rows: RelevancePlanRow[] = [];
    for (const [filters, filter] of Object.entries(FILTERS)) {
      const total = { countMs: 0, inOrderMs: 0, sortedMs: 0, chosenMs: 0 };
      for (const q of WORDS) {
        for (const page of PAGES) {
          const search = { ...filter, q };
          const offset = (page - 1) * PAGE_SIZE;
          const [matching, countMs] = await timed(() => repository.count(search, PRODUCT_COUNT_MAX));
          const [, inOrderMs] = await timed(() => repository.relevanceIds(search, offset, PAGE_SIZE, true));
          const [, sortedMs] = await timed(() => repository.relevanceIds(search, offset, PAGE_SIZE, false));
          total.countMs += countMs;
          total.inOrderMs += inOrderMs;
          total.sortedMs += sortedMs;
          total.chosenMs += readInOrder(offset + PAGE_SIZE, matching, size) ? inOrderMs : sortedMs;
        }
      }
      const searches = WORDS.length * PAGES.length;
      const average = (ms: number) => Math.round((ms / searches) * 10) / 10;
      rows.push({
        filters,
        countMs: average(total.countMs),
        inOrderMs: average(total.inOrderMs),
        sortedMs: average(total.sortedMs),
        chosenMs: average(total.chosenMs),
      });
    }
    return rows;
  } finally {
    await database.close();
  }
}

export function printRelevancePlans(rows: RelevancePlanRow[]) {
  printTable(
    `Relevance search plans in PostgreSQL (one connection; ms per search, ${WORDS.length} words × pages ${PAGES.join(", ")})`,
    ["filters", "count", "in order", "sorted", "chosen"],
    rows.map((r) => [r.filters, ...[r.countMs, r.inOrderMs, r.sortedMs, r.chosenMs].map(String)]),
  );
}
