import {
  PRODUCT_COUNT_MAX,
  type ProductDetails,
  type ProductListQuery,
  type ProductPage,
  type ProductSort,
  pesosToCents,
  SUGGESTIONS_MAX,
} from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { TtlCache } from "../../lib/ttl-cache.ts";
import { countsAndSortsAtOnce, createCatalogRepository, type ProductFilter } from "./catalog.repository.ts";
import { createVariantsRepository } from "./product-variants.repository.ts";
import { toProduct, toProductDetails } from "./product-view.ts";
import { otherNamesOf } from "./same-thing.ts";
import {
  englishWordFor,
  isDescribingWord,
  isJoiningWord,
  phraseIn,
  spanishWordMeant,
} from "./spanish-words.ts";

/** Lower-case words of a query, as search_words holds them. */
function queryWords(q: string): string[] {
  return q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2);
}

/** The words that search: Spanish joining words ("de") left out. */
const meaningfulWords = (q: string) => queryWords(q).filter((word) => !isJoiningWord(word));

/** The query's meaningful words in the parts "de" (or "del") separates: "mesa de centro" → [mesa], [centro]. */
function partsAroundDe(q: string): string[][] {
  const parts: string[][] = [[]];
  for (const word of queryWords(q)) {
    if (word === "de" || word === "del") parts.push([]);
    else if (!isJoiningWord(word)) parts.at(-1)?.push(word);
  }
  return parts.filter((part) => part.length > 0);
}

// Counting a whole room is most of a listing's cost; totals may lag product changes by seconds.
const COUNT_TTL_MS = 10_000;
// Which products match a search, and in what order, depends only on names, prices and rooms, which
// only admins change; the products' own data (stock, price, archived) is always read fresh. A
// misspelt word's correction depends on the names alone.
const MATCHES_TTL_MS = 10_000;

export function createCatalogService(db: Db, repository = createCatalogRepository(db)) {
  const variantsRepository = createVariantsRepository(db);
  const counts = new TtlCache<number>(COUNT_TTL_MS, 1_000);
  const matches = new TtlCache<{ ids: string[]; total: number }>(MATCHES_TTL_MS, 1_000);
  const corrections = new TtlCache<string | null>(MATCHES_TTL_MS, 1_000);

  const countOf = (filter: ProductFilter) =>
    counts.getOrLoad(JSON.stringify(filter), () => repository.count(filter, PRODUCT_COUNT_MAX));

  /** A search's page ids and count: matching is the costly part (thousands of names), so it is kept briefly. */
  function searchMatches(
    filter: ProductFilter & { q: string },
    sort: ProductSort,
    offset: number,
    limit: number,
  ) {
    return matches.getOrLoad(JSON.stringify([filter, sort, offset, limit]), async () => {
      if (sort === "relevance") return repository.relevancePage(filter, offset, limit, PRODUCT_COUNT_MAX);
      const [ids, total] = await Promise.all([
        repository.pageIds(filter, sort, offset, limit),
        countOf(filter),
      ]);
      return { ids, total };
    });
  }

  /** The products of these ids, in their order (one archived since is left out). */
  async function rowsInOrder(ids: string[]) {
    const byId = new Map((await repository.findManyByIds(ids)).map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * A listing's page and count. Where one statement can count and find the page (listingPage) and no
   * count is kept, it does both and its count is kept; otherwise the page is read beside the count.
   */
  async function listing(filter: ProductFilter, sort: ProductSort, offset: number, limit: number) {
    if (!countsAndSortsAtOnce(filter)) {
      const [rows, total] = await Promise.all([
        repository.page(filter, sort, offset, limit),
        countOf(filter),
      ]);
      return { rows, total };
    }
    let found: { total: number; ids: string[] } | undefined;
    const total = await counts.getOrLoad(JSON.stringify(filter), async () => {
      found = await repository.listingPage(filter, sort, offset, limit, PRODUCT_COUNT_MAX);
      return found.total;
    });
    const rows = found ? await rowsInOrder(found.ids) : await repository.page(filter, sort, offset, limit);
    return { rows, total };
  }

  async function search(filter: ProductFilter, sort: ProductSort, offset: number, limit: number) {
    const q = filter.q;
    if (!q) return listing(filter, sort, offset, limit);
    const { ids, total } = await searchMatches({ ...filter, q }, sort, offset, limit);
    return { rows: await rowsInOrder(ids), total };
  }

  /**
   * The query's words with each Spanish word for what the shop sells in the English of the names,
   * joining words left out; null when none is such a word. "X de Y" names an X by its Y, which English
   * puts first: a query wholly of such words is said in English order, its parts around "de" turned
   * around ("mesa de centro" is "coffee table", "lámpara de piso" "floor lamp"), while "sofá cama"
   * stays "sofa bed"; and in each part the words that describe come first ("mesa redonda" is "round
   * table").
   */
  function inEnglish(q: string): string | null {
    const parts = partsAroundDe(q).map((part) =>
      part.toSorted((a, b) => Number(isDescribingWord(b)) - Number(isDescribingWord(a))),
    );
    const englishParts = parts.map((part) => part.map(englishWordFor));
    const words = parts.flat();
    const english = englishParts.flat();
    if (!english.some((word, i) => word !== undefined && word !== words[i])) return null;
    if (english.some((word) => word === undefined))
      return english.map((word, i) => word ?? words[i]).join(" ");
    return englishParts.reverse().flat().join(" ");
  }

  /**
   * The English of a query naming a thing with several Spanish words ("mueble para tv" is a "tv
   * stand"), each other word said in English before it, as it describes the thing ("mueble para tv
   * blanco" is a "white tv stand"); null for a query holding no such name.
   */
  function phraseInEnglish(q: string): string[] | null {
    const found = phraseIn(meaningfulWords(q));
    if (!found) return null;
    const describing = found.rest.map((word) => englishWordFor(word) ?? word);
    return found.english.map((name) => [...describing, name].join(" "));
  }

  /**
   * What a search looks for besides the query: its English, then other names of the same thing, for
   * the query or its English ("buró" is "nightstand" and "bedside table"); none for most queries.
   */
  function alsoSearchedFor(q: string): string[] {
    const english = phraseInEnglish(q) ?? [inEnglish(q)].filter((words) => words !== null);
    const others = (english.length > 0 ? english : [queryWords(q).join(" ")]).flatMap(otherNamesOf);
    return [...new Set([...english, ...others])];
  }

  /**
   * The query with each Spanish word for what the shop sells in the English of its names ("silla"
   * becomes "chair"), each other word replaced by the closest known one, and Spanish joining words
   * ("de") left out; null when nothing changes. Kept like a search's matches: a misspelt search asked
   * again would otherwise compare its words with every known word each time.
   */
  function corrected(q: string): Promise<string | null> {
    const words = meaningfulWords(q);
    if (words.length === 0) return Promise.resolve(null);
    // A misspelt Spanish word for what the shop sells is put right first, then said in English as
    // a Spanish query is: "silon" is "armchair", "mesa de sentro" "coffee table" (docs/product.md 13).
    const typed = queryWords(q);
    const spanish = typed.map((word) => (isJoiningWord(word) ? word : (spanishWordMeant(word) ?? word)));
    if (spanish.join(" ") !== typed.join(" ")) {
      const fixed = spanish.join(" ");
      return Promise.resolve(inEnglish(fixed) ?? fixed);
    }
    return corrections.getOrLoad(words.join(" "), async () => {
      const english = words.map(englishWordFor);
      const unknown = words.filter((_, i) => english[i] === undefined);
      const closest = unknown.length > 0 ? await repository.closestWords(unknown) : [];
      const fixed = words.map((word, i) => english[i] ?? closest.shift() ?? word).join(" ");
      return fixed === queryWords(q).join(" ") ? null : fixed;
    });
  }

  return {
    /** Product changes made by this process show in its totals and searches at once (see acrossProcesses). */
    forgetCached: () => {
      counts.clear();
      matches.clear();
      corrections.clear();
    },

    /**
     * Names containing the text or its words, or its Spanish words in the English of the names
     * ("mesa" finds the tables, and "Mesa", a table's name), which `alsoSearched` names. Only when
     * nothing matches are the other words spelled against the words of all names ("sofaa" becomes
     * "sofa"), so a correct query shows no near misses; `searchedFor` then names what was searched.
     */
    async list(query: ProductListQuery): Promise<ProductPage> {
      const q = query.q || undefined;
      const alsoWords = q ? alsoSearchedFor(q) : [];
      const filter: ProductFilter = {
        q,
        alsoWords: alsoWords.length > 0 ? alsoWords : undefined,
        categories: query.category,
        minPriceCents: query.minPrice === undefined ? undefined : pesosToCents(query.minPrice),
        maxPriceCents: query.maxPrice === undefined ? undefined : pesosToCents(query.maxPrice),
        colours: query.colour,
        materials: query.material,
        inStock: query.inStock,
      };
      const sort = query.sort ?? (filter.q ? "relevance" : "newest");
      const offset = (query.page - 1) * query.pageSize;
      let result = await search(filter, sort, offset, query.pageSize);
      // What was searched besides or instead of the shopper's words, said on the page (docs/product.md 13).
      const alsoSearched = (result.total > 0 && alsoWords[0]) || null;
      let searchedFor: string | null = null;
      if (q && result.total === 0) {
        const fixed = await corrected(q);
        if (fixed) {
          result = await search({ ...filter, q: fixed, alsoWords: undefined }, sort, offset, query.pageSize);
          if (result.total > 0) searchedFor = fixed;
        }
      }
      return {
        searchedFor,
        alsoSearched,
        items: result.rows.map(toProduct),
        total: Math.min(result.total, PRODUCT_COUNT_MAX),
        totalCapped: result.total > PRODUCT_COUNT_MAX,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async suggestions(q: string) {
      if (!q) return { suggestions: [] };
      let suggestions = await repository.suggestions(q, SUGGESTIONS_MAX);
      // Its Spanish words in English, and other names of the same thing, after its own matches, as a
      // search finds them (docs/product.md 14): "buró" suggests the bedside tables too.
      const also = alsoSearchedFor(q);
      if (also.length > 0 && suggestions.length < SUGGESTIONS_MAX) {
        const seen = new Set(suggestions.map((s) => s.id));
        const more = await repository.suggestionsOfWords(also, SUGGESTIONS_MAX);
        suggestions = [...suggestions, ...more.filter((s) => !seen.has(s.id))].slice(0, SUGGESTIONS_MAX);
      }
      if (suggestions.length === 0) {
        const fixed = await corrected(q);
        if (fixed) suggestions = await repository.suggestions(fixed, SUGGESTIONS_MAX);
      }
      return { suggestions };
    },

    /** One product on sale with its variants on sale (none for a product without). */
    async get(id: string): Promise<ProductDetails> {
      const row = await repository.findById(id);
      if (!row) throw new AppError("not_found", m.server_product_not_found());
      const variants = row.optionNames.length > 0 ? await variantsRepository.liveOf(id) : [];
      return toProductDetails(row, variants);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
