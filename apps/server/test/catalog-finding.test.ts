import type { Material, ProductSort } from "@hogar/shared";
// Finding products (issue 19): every sort, every filter, filters together, paging, facts on each
// product, and 400 for any value the shop does not know.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../src/db/schema/index.ts";
import { createCatalogRepository, type ProductFilter } from "../src/modules/catalog/catalog.repository.ts";
import { createUser, type TestUser } from "./helpers/factories.ts";
import { createProduct } from "./helpers/product-factory.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

let t: TestApp;
let shopper: TestUser;

const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();

// name, room, price (pesos), stock, colour, materials, days old
const CATALOGUE = [
  ["Oak Bed", "bedroom", 9000, 3, "natural", ["wood"], 1],
  ["Grey Velvet Bed", "bedroom", 12000, 0, "grey", ["fabric", "wood"], 2],
  ["White Nightstand", "bedroom", 1500, 8, "white", ["wood"], 3],
  ["Linen Sofa", "living room", 14000, 2, "beige", ["fabric", "wood"], 4],
  ["Black Side Table", "living room", 900, 12, "black", ["metal"], 5],
  ["Rattan Chair", "living room", 2500, 0, "natural", ["rattan"], 6],
  ["White Bath Mat", "bathroom", 400, 20, "white", ["cotton"], 7],
  ["Steel Kettle", "kitchen", 1100, 9, "grey", ["stainless_steel"], 8],
  ["Oak Stool", "kitchen", 1800, 5, "natural", ["wood"], 9],
] as const;

beforeAll(async () => {
  t = await buildTestApp();
  shopper = await createUser(t.app);
  for (const [name, category, pesos, stock, colour, materials, days] of CATALOGUE) {
    await createProduct(t.database.db, {
      name,
      category,
      priceCents: pesos * 100,
      stock,
      colour,
      materials: [...materials],
      widthCm: 100,
      depthCm: 50,
      heightCm: 40,
      weightGrams: 12_500,
      assemblyRequired: category === "bedroom",
      createdAt: new Date(now - days * DAY),
    });
  }
  await createProduct(t.database.db, { name: "Archived White Lamp", colour: "white", archived: true });
  // Newer than every bedroom product on sale: a room's listing that let it through would start with it.
  await createProduct(t.database.db, { name: "Archived Bedside Lamp", category: "bedroom", archived: true });
});
afterAll(() => t.close());

async function list(query: string) {
  return t.app.inject({ url: `/api/products?${query}`, headers: { cookie: shopper.cookie } });
}

async function page(query: string): Promise<{ names: string[]; total: number; page: number }> {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return { names: body.items.map((p: { name: string }) => p.name), total: body.total, page: body.page };
}

const names = async (query: string) => (await page(query)).names;

describe("sorting", () => {
  it("lists newest first by default and with sort=newest", async () => {
    const newest = ["Oak Bed", "Grey Velvet Bed", "White Nightstand", "Linen Sofa", "Black Side Table"];
    expect((await names("pageSize=5")).slice(0, 5)).toEqual(newest);
    expect(await names("sort=newest&pageSize=5")).toEqual(newest);
  });

  it("sorts by price both ways", async () => {
    expect(await names("sort=price_asc&pageSize=3")).toEqual([
      "White Bath Mat",
      "Black Side Table",
      "Steel Kettle",
    ]);
    expect(await names("sort=price_desc&pageSize=3")).toEqual(["Linen Sofa", "Grey Velvet Bed", "Oak Bed"]);
  });

  it("sorts by relevance: names starting with the words first, then shorter names", async () => {
    expect(await names("q=oak&sort=relevance")).toEqual(["Oak Bed", "Oak Stool"]);
    // Without words to weigh, relevance is newest first.
    expect(await names("sort=relevance&pageSize=2")).toEqual(["Oak Bed", "Grey Velvet Bed"]);
  });

  it("pages a search in the same relevance order whether it counts past the cap or not", async () => {
    const repository = createCatalogRepository(t.database.db);
    // Counting up to 100 finds every match here, and sorts them; up to 1, most searches are past the
    // cap, so each group is read in the relevance index's order instead. Two at a time, so pages
    // past the first are compared too.
    async function pages(
      filter: { q: string; categories?: ("bedroom" | "kitchen")[]; alsoWords?: string[] },
      upTo: number,
    ) {
      const ids: string[] = [];
      for (let offset = 0; offset < 10; offset += 2) {
        ids.push(...(await repository.relevancePage(filter, offset, 2, upTo)).ids);
      }
      const byId = new Map((await repository.findManyByIds(ids)).map((p) => [p.id, p.name]));
      return ids.map((id) => byId.get(id));
    }
    expect(await pages({ q: "st" }, 1)).toEqual(["Steel Kettle", "Oak Stool", "White Nightstand"]);
    expect((await pages({ q: "e", alsoWords: ["bed"] }, 1)).slice(0, 2)).toEqual([
      "Oak Bed",
      "Grey Velvet Bed",
    ]);
    for (const filter of [
      { q: "st" },
      { q: "e" },
      { q: "white" },
      { q: "e", categories: ["bedroom" as const] },
      // A Spanish query's English: the names of the thing come after those starting with the text.
      { q: "e", alsoWords: ["bed"] },
      { q: "mesa", alsoWords: ["table"] },
    ]) {
      expect(await pages(filter, 1)).toEqual(await pages(filter, 100));
    }
  });

  it("counts a search's matches up to the cap, and one more for past it", async () => {
    const repository = createCatalogRepository(t.database.db);
    const total = async (upTo: number) => (await repository.relevancePage({ q: "e" }, 0, 24, upTo)).total;
    expect(await total(100)).toBe((await page("q=e")).total);
    expect(await total(100)).toBeGreaterThan(3);
    expect(await total(3)).toBe(4);
  });

  it("pages a listing in the same order whether it counts past the cap or not, and counts one more past it", async () => {
    const repository = createCatalogRepository(t.database.db);
    // Up to 100 every match is found and sorted; up to 1 the page is walked in a sort index instead.
    async function pages(filter: ProductFilter, sort: ProductSort, upTo: number) {
      const ids: string[] = [];
      for (let offset = 0; offset < 10; offset += 2) {
        ids.push(...(await repository.listingPage(filter, sort, offset, 2, upTo)).ids);
      }
      return ids;
    }
    for (const sort of ["newest", "price_asc", "price_desc"] as const) {
      for (const filter of [
        {},
        { categories: ["bedroom" as const, "kitchen" as const] },
        { inStock: true },
        // One material is found in product_materials, keyed by it (migration 0030).
        { materials: ["wood" as const] },
        { materials: ["wood" as const], categories: ["bedroom" as const, "kitchen" as const] },
      ]) {
        const sorted = await pages(filter, sort, 100);
        expect(sorted).toEqual(await pages(filter, sort, 1));
        expect(sorted).toEqual(await repository.pageIds(filter, sort, 0, 10));
      }
    }
    const total = async (upTo: number) => (await repository.listingPage({}, "newest", 0, 24, upTo)).total;
    expect(await total(100)).toBe((await page("pageSize=1")).total);
    expect(await total(3)).toBe(4);
  });
});

describe("filters", () => {
  it("takes several rooms, repeated or separated by commas", async () => {
    const rooms = ["Oak Bed", "Grey Velvet Bed", "White Nightstand", "Steel Kettle", "Oak Stool"];
    expect(await names("category=bedroom&category=kitchen")).toEqual(rooms);
    expect(await names("category=Bedroom,kitchen")).toEqual(rooms);
    expect((await page("category=bedroom&category=bedroom")).total).toBe(3);
  });

  it("takes colours", async () => {
    expect(await names("colour=white")).toEqual(["White Nightstand", "White Bath Mat"]);
    expect(await names("colour=white&colour=black")).toEqual([
      "White Nightstand",
      "Black Side Table",
      "White Bath Mat",
    ]);
  });

  it("takes materials: a product made of any of them", async () => {
    expect(await names("material=fabric")).toEqual(["Grey Velvet Bed", "Linen Sofa"]);
    expect(await names("material=rattan,stainless_steel")).toEqual(["Rattan Chair", "Steel Kettle"]);
  });

  it("keeps to products in stock with inStock=true, and to all with false", async () => {
    const inStock = await page("inStock=true");
    expect(inStock.total).toBe(7);
    expect(inStock.names).not.toContain("Grey Velvet Bed");
    expect(inStock.names).not.toContain("Rattan Chair");
    expect((await page("inStock=false")).total).toBe(9);
  });

  it("takes a custom price range in pesos, both ends inclusive", async () => {
    expect(await names("minPrice=1100&maxPrice=1800&sort=price_asc")).toEqual([
      "Steel Kettle",
      "White Nightstand",
      "Oak Stool",
    ]);
  });

  it("combines every filter with a sort", async () => {
    const query =
      "category=bedroom&category=living%20room&colour=natural&colour=grey&colour=beige&material=wood" +
      "&inStock=true&minPrice=1000&maxPrice=15000&sort=price_desc";
    expect(await names(query)).toEqual(["Linen Sofa", "Oak Bed"]);
    expect(await names(`${query.replace("price_desc", "price_asc")}`)).toEqual(["Oak Bed", "Linen Sofa"]);
    expect(await names(`q=bed&${query}`)).toEqual(["Oak Bed"]);
  });

  it("never lists archived products, whatever the filter", async () => {
    expect(await names("colour=white&pageSize=100")).not.toContain("Archived White Lamp");
  });
});

describe("paging", () => {
  it("pages through a filtered, sorted list without gaps or repeats, with the total of all pages", async () => {
    const all = await names("sort=price_asc&pageSize=100");
    const pages = await Promise.all([1, 2, 3, 4].map((n) => page(`sort=price_asc&pageSize=3&page=${n}`)));
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3, 4]);
    expect(pages.every((p) => p.total === 9)).toBe(true);
    expect(pages.flatMap((p) => p.names)).toEqual(all);
    expect(pages[3]?.names).toEqual([]);
  });

  it("pages through one room newest first, and filters it when another filter joins", async () => {
    // One room and nothing else is the feed's row, read by a statement of its own.
    const pages = await Promise.all([1, 2].map((n) => page(`category=bedroom&pageSize=2&page=${n}`)));
    expect(pages.map((p) => p.names)).toEqual([["Oak Bed", "Grey Velvet Bed"], ["White Nightstand"]]);
    expect(pages.every((p) => p.total === 3)).toBe(true);
    expect(await names("category=bedroom&inStock=true")).toEqual(["Oak Bed", "White Nightstand"]);
    expect(await names("category=bedroom&colour=white")).toEqual(["White Nightstand"]);
    expect(await names("category=bedroom&sort=price_asc")).toEqual([
      "White Nightstand",
      "Oak Bed",
      "Grey Velvet Bed",
    ]);
    expect(await names("category=bedroom&inStock=false&pageSize=1&page=3")).toEqual(["White Nightstand"]);
  });

  it("pages through filters the same way", async () => {
    const first = await page("category=bedroom&category=kitchen&pageSize=2&sort=price_asc");
    const second = await page("category=bedroom&category=kitchen&pageSize=2&sort=price_asc&page=2");
    expect(first).toMatchObject({ names: ["Steel Kettle", "White Nightstand"], total: 5 });
    expect(second).toMatchObject({ names: ["Oak Stool", "Oak Bed"], total: 5 });
  });
});

describe("facts", () => {
  it("come with every product, listed or alone", async () => {
    const listed = (await list("q=steel%20kettle")).json().items[0];
    expect(listed.facts).toEqual({
      widthCm: 100,
      depthCm: 50,
      heightCm: 40,
      weightGrams: 12_500,
      materials: ["stainless_steel"],
      colour: "grey",
      assemblyRequired: false,
    });
    const alone = await t.app.inject({
      url: `/api/products/${listed.id}`,
      headers: { cookie: shopper.cookie },
    });
    expect(alone.json().facts).toEqual(listed.facts);
  });
});

// A catalogue of its own, so the product it adds is not in the one the other tests count.
describe("facts of a product added before them", () => {
  let own: TestApp;
  let reader: TestUser;
  beforeAll(async () => {
    own = await buildTestApp();
    reader = await createUser(own.app);
  });
  afterAll(() => own.close());

  it("are null where the product lacks them", async () => {
    const old = await createProduct(own.database.db, { name: "Factless Old Lamp" });
    const response = await own.app.inject({
      url: `/api/products/${old.id}`,
      headers: { cookie: reader.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().facts).toEqual({
      widthCm: null,
      depthCm: null,
      heightCm: null,
      weightGrams: null,
      materials: [],
      colour: null,
      assemblyRequired: false,
    });
  });
});

describe("bad values", () => {
  it.each([
    ["category=garage", /category must be one of/],
    ["category=bedroom&category=garage", /category must be one of/],
    ["colour=purple", /colour must be one of/],
    ["colour=", /colour must be one of/],
    ["material=gold", /material must be one of/],
    ["material=wood,", /material must be one of/],
    ["inStock=yes", /inStock must be one of: true, false/],
    ["sort=rating", /sort must be one of/],
    ["minPrice=5000&maxPrice=100", /minPrice must not be above maxPrice/],
    ["maxPrice=lots", /maxPrice/],
    ["page=-1", /page/],
  ])("answers 400 to %s with a readable message", async (query, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: "invalid", message: expect.stringMatching(message) });
  });
});

describe("counting", () => {
  it("counts every match of a small catalogue and says the total is complete", async () => {
    const body = (await list("colour=white")).json();
    expect(body).toMatchObject({ total: 2, totalCapped: false });
  });

  it("stops counting one past the cap, so a huge catalogue is not scanned to the end", async () => {
    const repository = createCatalogRepository(t.database.db);
    expect(await repository.count({}, 3)).toBe(4);
    expect(await repository.count({ colours: ["white"] }, 3)).toBe(2);
    expect(await repository.count({ categories: ["bedroom"], inStock: true }, 100)).toBe(2);
  });
});

describe("a listing by one material", () => {
  it("follows its products as they change: materials, room, colour, price, stock, archiving, deletion", async () => {
    const repository = createCatalogRepository(t.database.db);
    const product = await createProduct(t.database.db, {
      name: "Bamboo Shelf",
      category: "bedroom",
      colour: "natural",
      materials: ["bamboo"],
      priceCents: 500_000,
      stock: 1,
    });
    const found = async (filter: Omit<ProductFilter, "materials">, material: Material = "bamboo") => {
      const withMaterial = { ...filter, materials: [material] };
      const ids = await repository.pageIds(withMaterial, "price_asc", 0, 10);
      expect(await repository.count(withMaterial, 100)).toBe(ids.length);
      expect((await repository.listingPage(withMaterial, "newest", 0, 10, 100)).ids).toEqual(ids);
      return ids;
    };
    const change = (changes: Partial<typeof products.$inferInsert>) =>
      t.database.db.update(products).set(changes).where(eq(products.id, product.id));

    expect(await found({})).toEqual([product.id]);
    await change({ materials: ["bamboo", "leather"] });
    expect(await found({}, "leather")).toEqual([product.id]);
    await change({ materials: ["leather"] });
    expect(await found({})).toEqual([]);
    await change({ materials: ["bamboo"], category: "kitchen", colour: "black" });
    expect(await found({ categories: ["bedroom"] })).toEqual([]);
    expect(await found({ categories: ["kitchen"], colours: ["black"] })).toEqual([product.id]);
    await change({ priceCents: 900_000 });
    expect(await found({ maxPriceCents: 800_000 })).toEqual([]);
    expect(await found({ minPriceCents: 900_000 })).toEqual([product.id]);
    await change({ stock: 0 });
    expect(await found({ inStock: true })).toEqual([]);
    await change({ stock: 2 });
    expect(await found({ inStock: true })).toEqual([product.id]);
    await change({ archived: true });
    expect(await found({})).toEqual([]);
    await change({ archived: false });
    expect(await found({})).toEqual([product.id]);
    await t.database.db.delete(products).where(eq(products.id, product.id));
    expect(await found({})).toEqual([]);
  });
});
