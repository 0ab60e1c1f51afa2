import {
  type Product,
  type ProductListQuery,
  type ProductPage,
  pesosToCents,
  SUGGESTIONS_MAX,
} from "@hogar/shared";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { createCatalogRepository, type NameMatch, type ProductFilter } from "./catalog.repository.ts";
import { toProduct } from "./product-view.ts";

const CLOSEST_MARGIN = 0.1;

export function createCatalogService(db: Db) {
  const repository = createCatalogRepository(db);

  /** Names within a small margin of the best similarity, so one typo does not pull in loose matches. */
  async function closestMatch(filter: ProductFilter & { q: string }): Promise<NameMatch | null> {
    const best = await repository.bestSimilarity(filter);
    return best === null ? null : { minSimilarity: best - CLOSEST_MARGIN };
  }

  return {
    /**
     * Names that contain the words or the text; only when nothing does, the names whose words are
     * closest to the query (typos such as "sofaa"), so a correct query never shows near misses.
     */
    async list(query: ProductListQuery): Promise<ProductPage> {
      const filter: ProductFilter = {
        q: query.q || undefined,
        category: query.category,
        minPriceCents: query.minPrice === undefined ? undefined : pesosToCents(query.minPrice),
        maxPriceCents: query.maxPrice === undefined ? undefined : pesosToCents(query.maxPrice),
      };
      const sort = query.sort ?? (filter.q ? "relevance" : "newest");
      const offset = (query.page - 1) * query.pageSize;
      let result = await repository.list(filter, "exact", sort, offset, query.pageSize);
      if (filter.q && result.total === 0) {
        const match = await closestMatch({ ...filter, q: filter.q });
        if (match) result = await repository.list(filter, match, sort, offset, query.pageSize);
      }
      return {
        items: result.rows.map(toProduct),
        total: result.total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async suggestions(q: string) {
      if (!q) return { suggestions: [] };
      let suggestions = await repository.suggestions(q, "exact", SUGGESTIONS_MAX);
      if (suggestions.length === 0) {
        const match = await closestMatch({ q });
        if (match) suggestions = await repository.suggestions(q, match, SUGGESTIONS_MAX);
      }
      return { suggestions };
    },

    async get(id: string): Promise<Product> {
      const row = await repository.findById(id);
      if (!row) throw new AppError("not_found", "Product not found");
      return toProduct(row);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
