import { PRICE_BANDS } from "@hogar/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../src/db/schema/index.ts";
import { createCatalogRepository } from "../src/modules/catalog/catalog.repository.ts";
import { createUser, type TestUser } from "./helpers/factories.ts";
import { createProduct } from "./helpers/product-factory.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

let t: TestApp;
let shopper: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  shopper = await createUser(t.app);
  const db = t.database.db;
  await createProduct(db, {
    name: "Alba Three-Seat Linen Sofa",
    category: "living room",
    priceCents: 1_299_900,
  });
  await createProduct(db, { name: "Compact Velvet Sofa Bed", category: "living room", priceCents: 899_900 });
  await createProduct(db, { name: "Arco Floor Lamp", category: "living room", priceCents: 250_000 });
  await createProduct(db, { name: "Oak Dining Chair", category: "kitchen", priceCents: 120_000 });
  await createProduct(db, { name: "Walnut Coffee Table", category: "living room", priceCents: 300_000 });
  await createProduct(db, { name: "Soft Cotton Towel Set", category: "bathroom", priceCents: 45_000 });
  await createProduct(db, { name: "Archived Sofa", category: "living room", archived: true });
});
afterAll(() => t.close());

async function list(query: string) {
  const response = await t.app.inject({ url: `/api/products?${query}`, headers: { cookie: shopper.cookie } });
  return response;
}

async function names(query: string): Promise<string[]> {
  const response = await list(query);
  expect(response.statusCode).toBe(200);
  return response.json().items.map((p: { name: string }) => p.name);
}

const searchPath = (q: string) => `/api/products?q=${encodeURIComponent(q)}`;
const suggestionsPath = (q: string) => `/api/search/suggestions?q=${encodeURIComponent(q)}`;
const namesIn = (list: { name: string }[]) => list.map((p) => p.name);

/** What the listing or the suggestions answer, as these tests read it. */
interface Answer {
  items: { name: string }[];
  suggestions: { name: string }[];
  searchedFor: string | null;
  alsoSearched: string | null;
}

/**
 * `check` on a shop of its own holding only the products `named`, given a signed-in shopper's GET
 * of an API path (its JSON) and the shop.
 */
async function inShopOf(
  named: string[],
  check: (get: (path: string) => Promise<Answer>, shop: TestApp) => Promise<void>,
) {
  const shop = await buildTestApp();
  try {
    for (const name of named) await createProduct(shop.database.db, { name, category: "bedroom" });
    const cookie = (await createUser(shop.app)).cookie;
    await check(async (path) => (await shop.app.inject({ url: path, headers: { cookie } })).json(), shop);
  } finally {
    await shop.close();
  }
}

describe("product listing", () => {
  it("needs a session", async () => {
    expect((await t.app.inject({ url: "/api/products" })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/search/suggestions?q=sofa" })).statusCode).toBe(401);
  });

  it("returns a page with the total, prices in centavos and served images", async () => {
    const response = await list("category=living%20room&pageSize=2&sort=price_asc");
    const body = response.json();
    expect(body.total).toBe(4);
    expect(body.page).toBe(1);
    expect(body.items.map((p: { price: number }) => p.price)).toEqual([250_000, 300_000]);
    expect(body.items[0].images[0]).toEqual({
      src: "/images/test-image-1-640.webp",
      srcSet:
        "/images/test-image-1-320.webp 320w, /images/test-image-1-640.webp 640w, /images/test-image-1-960.webp 960w",
      width: 960,
      height: 720,
      alt: "Arco Floor Lamp, front view",
    });
    const second = (await list("category=living%20room&pageSize=2&page=2&sort=price_asc")).json();
    expect(second.items.map((p: { price: number }) => p.price)).toEqual([899_900, 1_299_900]);
  });

  it("matches the category case-insensitively and never lists archived products", async () => {
    expect(await names("category=Living%20Room&sort=price_desc")).toEqual([
      "Alba Three-Seat Linen Sofa",
      "Compact Velvet Sofa Bed",
      "Walnut Coffee Table",
      "Arco Floor Lamp",
    ]);
  });
});

// Several of these build a shop of their own inside the test (inShopOf), as a hook would, so they
// get a hook's time: on a busy two-core CI machine three took 31-39 s.
describe("search by name", { timeout: 60_000 }, () => {
  it("is case-insensitive and trimmed", async () => {
    expect((await names("q=%20%20SOFA%20")).sort()).toEqual([
      "Alba Three-Seat Linen Sofa",
      "Compact Velvet Sofa Bed",
    ]);
  });

  it("finds a substring of a word, in any case", async () => {
    expect(await names("q=walnu")).toEqual(["Walnut Coffee Table"]);
    expect(await names("q=ALNU")).toEqual(["Walnut Coffee Table"]);
  });

  it("tolerates typos", async () => {
    expect((await names("q=sofaa")).sort()).toEqual([
      "Alba Three-Seat Linen Sofa",
      "Compact Velvet Sofa Bed",
    ]);
    expect(await names("q=tabel")).toEqual(["Walnut Coffee Table"]);
  });

  it("says what it searched instead of misspelt words, and nothing when the words matched", async () => {
    expect((await list("q=tabel")).json().searchedFor).toBe("table");
    expect((await list("q=table")).json()).toMatchObject({ searchedFor: null, alsoSearched: null });
    expect((await list("q=zzzzqqq")).json()).toMatchObject({ total: 0, searchedFor: null });
  });

  it("finds the English names by Spanish words, with or without accents, and says so", async () => {
    // "cama" is one letter from "Calma", a lamp's name: the Spanish word comes first.
    const bed = await list("q=camas");
    expect(bed.json().items.map((p: { name: string }) => p.name)).toEqual(["Compact Velvet Sofa Bed"]);
    expect(bed.json()).toMatchObject({ searchedFor: null, alsoSearched: "bed" });
    expect(await names("q=l%C3%A1mpara%20de%20piso")).toEqual(["Arco Floor Lamp"]);
    expect(await names("q=lampara")).toEqual(["Arco Floor Lamp"]);
    expect(await names("q=Silla%20de%20roble")).toEqual(["Oak Dining Chair"]);
    expect((await list("q=toallas")).json().alsoSearched).toBe("towel");
    // A lamp "de pie" stands on the floor.
    expect(await names("q=l%C3%A1mpara%20de%20pie")).toEqual(["Arco Floor Lamp"]);
  });

  it("corrects a misspelt Spanish word from the Spanish words, and says what it searched", async () => {
    const meant = await list("q=lampra%20de%20pie");
    expect(meant.json()).toMatchObject({ searchedFor: "floor lamp", alsoSearched: null });
    expect(meant.json().items.map((p: { name: string }) => p.name)).toEqual(["Arco Floor Lamp"]);
    expect((await list("q=mesa%20de%20sentro")).json().searchedFor).toBe("coffee table");
  });

  it('says a Spanish phrase in English order, turning its parts around "de" only', async () => {
    const coffeeTables = await list("q=mesa%20de%20centro");
    expect(coffeeTables.json().alsoSearched).toBe("coffee table");
    expect(coffeeTables.json().items.map((p: { name: string }) => p.name)).toEqual(["Walnut Coffee Table"]);
    expect((await list("q=l%C3%A1mpara%20de%20piso")).json().alsoSearched).toBe("floor lamp");
    // No "de": the words keep their order, as in the names.
    const sofaBeds = await list("q=sof%C3%A1%20cama");
    expect(sofaBeds.json().alsoSearched).toBe("sofa bed");
    expect(sofaBeds.json().items.map((p: { name: string }) => p.name)).toContain("Compact Velvet Sofa Bed");
  });

  it("searches and suggests a Spanish word in English even when a name holds it, and says so", async () => {
    // "Espejo" names one mirror; a shopper asking for "espejos" wants every mirror.
    await inShopOf(["Espejo Round Wall Mirror", "Oval Vanity Mirror", "Linen Bath Towel"], async (get) => {
      const found = await get(searchPath("espejo"));
      expect(namesIn(found.items)).toEqual(["Espejo Round Wall Mirror", "Oval Vanity Mirror"]);
      // Searched as well, not instead: the shopper's own word matched too.
      expect(found).toMatchObject({ searchedFor: null, alsoSearched: "mirror" });
      expect((await get(searchPath("mirror"))).alsoSearched).toBeNull();
      // The search box suggests them the same way, the name holding the word first.
      expect(namesIn((await get(suggestionsPath("espejo"))).suggestions)).toEqual([
        "Espejo Round Wall Mirror",
        "Oval Vanity Mirror",
      ]);
    });
  });

  it("knows the Spanish a Mexican shopper types for the shop's things: toallero, lámpara colgante, mesa redonda…", async () => {
    const shopsThings = [
      "Aro Matte Black Towel Holder",
      "Brillo Chrome Heated Towel Rail",
      "Cromo Double Towel Rack",
      "Nieve White Egyptian Cotton Towel Set",
      "Cono Matte Black Pendant Lamp",
      "Tula Round Oak Coffee Table",
      "Patio White Round Kitchen Table",
      "Estrella Single Pine Bed",
      "Musgo Moss Green Bath Mat",
      "Talavera Stoneware Dinner Set for Four",
      "Vapor Stainless Steel Kettle 1.7 L",
    ];
    await inShopOf(shopsThings, async (get) => {
      const found = async (q: string) => namesIn((await get(searchPath(q))).items).sort();
      const said = async (q: string) => (await get(searchPath(q))).alsoSearched;
      expect(await found("toalleros")).toEqual([
        "Aro Matte Black Towel Holder",
        "Brillo Chrome Heated Towel Rail",
        "Cromo Double Towel Rack",
      ]);
      // Each name of the thing finds the others: a towel rail finds the racks and the holders.
      expect(await found("towel rail")).toEqual([
        "Aro Matte Black Towel Holder",
        "Brillo Chrome Heated Towel Rail",
        "Cromo Double Towel Rack",
      ]);
      // "Individuales" are placemats in Mexico, not single beds.
      expect(await found("individuales")).not.toContain("Estrella Single Pine Bed");
      expect(await found("lámpara colgante")).toEqual(["Cono Matte Black Pendant Lamp"]);
      // Said in English order, the describing word first.
      expect(await said("lámpara colgante")).toBe("pendant lamp");
      expect(await said("mesa redonda")).toBe("round table");
      expect(await said("cama individual")).toBe("single bed");
      expect(await said("toalleros")).toBe("towel rack");
      expect(await found("mesa redonda")).toEqual([
        "Patio White Round Kitchen Table",
        "Tula Round Oak Coffee Table",
      ]);
      expect(await found("mesa de centro redonda")).toEqual(["Tula Round Oak Coffee Table"]);
      expect(await found("cama individual")).toEqual(["Estrella Single Pine Bed"]);
      expect(await found("tapete de baño")).toEqual(["Musgo Moss Green Bath Mat"]);
      expect(await found("juego de toallas")).toEqual(["Nieve White Egyptian Cotton Towel Set"]);
      expect(await found("vajilla")).toEqual(["Talavera Stoneware Dinner Set for Four"]);
      expect(await found("hervidor")).toEqual(["Vapor Stainless Steel Kettle 1.7 L"]);
      expect(await found("mesa blanca")).toEqual(["Patio White Round Kitchen Table"]);
    });
  });

  it("knows what Spanish names with several words: mueble para tv, juego de comedor, mueble de baño", async () => {
    const shopsThings = [
      "Linea Oak TV Stand 160 cm",
      "Mesa Solid Oak Six-Seat Dining Table",
      "Viena Bentwood Dining Chair",
      "Talavera Stoneware Dinner Set for Four",
      "Arena Slim Bathroom Cabinet",
      "Perla White Vanity Cabinet 60 cm",
      "Despensa Sage Tall Pantry Cabinet",
      "Alba Three-Seat Linen Sofa",
      "Sala Rattan Armchair",
    ];
    await inShopOf(shopsThings, async (get) => {
      const found = async (q: string) => namesIn((await get(searchPath(q))).items).sort();
      const said = async (q: string) => (await get(searchPath(q))).alsoSearched;
      expect(await found("mueble para tv")).toEqual(["Linea Oak TV Stand 160 cm"]);
      expect(await found("mesa para televisión")).toEqual(["Linea Oak TV Stand 160 cm"]);
      // Plural, capitals, and a describing word said first in English.
      expect(await found("Muebles para TV de roble")).toEqual(["Linea Oak TV Stand 160 cm"]);
      expect(await said("mueble para tv de roble")).toBe("oak tv stand");
      // The table and its chairs; a dinner set is for the table, not of it.
      expect(await found("juego de comedor")).toEqual([
        "Mesa Solid Oak Six-Seat Dining Table",
        "Viena Bentwood Dining Chair",
      ]);
      // Either thing a Mexican shopper may mean, and no other cabinet.
      expect(await found("mueble de baño")).toEqual([
        "Arena Slim Bathroom Cabinet",
        "Perla White Vanity Cabinet 60 cm",
      ]);
      expect(await found("juego de sala")).toEqual(["Alba Three-Seat Linen Sofa", "Sala Rattan Armchair"]);
      expect(await found("alacena")).toEqual(["Despensa Sage Tall Pantry Cabinet"]);
      expect((await get(suggestionsPath("mueble para tv"))).suggestions.map((s) => s.name)).toEqual([
        "Linea Oak TV Stand 160 cm",
      ]);
    });
  });

  it("finds a Spanish word's English as a whole word, never inside other words: a sartén is a pan, not a pantry", async () => {
    const kitchen = [
      "Despensa Sage Tall Pantry Cabinet",
      "Campana Green Enamel Pendant Lamp",
      "Mini Blue Enamel Milk Pan",
      "Nido King Grey Velvet Upholstered Bed",
      "Red Enamel Kettle",
    ];
    await inShopOf(kitchen, async (get) => {
      const found = await get(searchPath("sartén"));
      expect(namesIn(found.items)).toEqual(["Mini Blue Enamel Milk Pan"]);
      expect(found.alsoSearched).toBe("pan");
      expect(namesIn((await get(suggestionsPath("sartenes"))).suggestions)).toEqual([
        "Mini Blue Enamel Milk Pan",
      ]);
      // "red" ends "upholstered".
      expect(namesIn((await get(searchPath("rojo"))).items)).toEqual(["Red Enamel Kettle"]);
      // What the shopper types themselves still matches inside names: "pan" may be the start of "pantry".
      expect(namesIn((await get(searchPath("pan"))).items).sort()).toEqual([
        "Campana Green Enamel Pendant Lamp",
        "Despensa Sage Tall Pantry Cabinet",
        "Mini Blue Enamel Milk Pan",
      ]);
    });
  });

  it('puts first the names of the thing a Spanish word asks for: the tables for "mesa", then the table lamps', async () => {
    const tables = [
      "Calma White Table Lamp",
      "Walnut Coffee Table",
      "Roble Dining Table with Bench",
      "Oak Side Tables 45 cm",
      "Nogal Walnut Dining Table for Four",
      "Mesa Lamp",
      "Mesa Oak Coffee Table",
    ];
    await inShopOf(tables, async (get, shop) => {
      const inOrder = [
        // Names starting with the shopper's word first (rule 108), shorter first.
        "Mesa Lamp",
        "Mesa Oak Coffee Table",
        // Then the tables, "with" and "for" after the name's thing.
        "Walnut Coffee Table",
        "Oak Side Tables 45 cm",
        "Roble Dining Table with Bench",
        "Nogal Walnut Dining Table for Four",
        "Calma White Table Lamp",
      ];
      expect(namesIn((await get(searchPath("mesa"))).items)).toEqual(inOrder);
      // Past the cap the groups are walked instead of sorted: the same order, page by page.
      const repository = createCatalogRepository(shop.database.db);
      const walked: string[] = [];
      for (let offset = 0; offset < inOrder.length; offset += 2) {
        walked.push(
          ...(await repository.relevancePage({ q: "mesa", alsoWords: ["table"] }, offset, 2, 1)).ids,
        );
      }
      const nameOf = new Map((await repository.findManyByIds(walked)).map((p) => [p.id, p.name]));
      expect(walked.map((id) => nameOf.get(id))).toEqual(inOrder);
      // Typed in English, none starts with the text, so shorter names come first (rule 108).
      expect(namesIn((await get(searchPath("table"))).items)).toEqual([
        "Walnut Coffee Table",
        "Mesa Oak Coffee Table",
        "Oak Side Tables 45 cm",
        "Calma White Table Lamp",
        "Roble Dining Table with Bench",
        "Nogal Walnut Dining Table for Four",
      ]);
    });
  });

  it("finds both names of one thing: a buró is a nightstand and a bedside table, and a mesa de noche too", async () => {
    const bedroom = [
      "Paz Oak Nightstand with Drawer",
      "Lino White Bedside Table",
      "Calma White Table Lamp",
      "Calma Linen Bedside Table Lamp",
    ];
    await inShopOf(bedroom, async (get) => {
      const search = (q: string) => get(searchPath(q));
      // Both names of the thing asked for first, then the lamp for a bedside table.
      const both = ["Lino White Bedside Table", "Paz Oak Nightstand with Drawer"];
      const inOrder = [...both, "Calma Linen Bedside Table Lamp"];
      const buro = await search("buró");
      expect(namesIn(buro.items)).toEqual(inOrder);
      expect(buro.alsoSearched).toBe("nightstand");
      // The search box suggests what the search finds (shorter names first).
      expect(namesIn((await get(suggestionsPath("buró"))).suggestions).sort()).toEqual([...inOrder].sort());
      // "Mesita", a small mesa, too.
      expect(namesIn((await search("mesita de noche")).items)).toEqual(inOrder);
      const mesaDeNoche = await search("mesas de noche");
      expect(namesIn(mesaDeNoche.items)).toEqual(inOrder);
      expect(mesaDeNoche.alsoSearched).toBe("bedside table");
      const nightstand = await search("nightstand");
      expect(namesIn(nightstand.items)).toEqual(inOrder);
      expect(nightstand.alsoSearched).toBe("bedside table");
      // The other words still count: a white buró is the white bedside table only.
      expect(namesIn((await search("buró blanco")).items)).toEqual(["Lino White Bedside Table"]);
    });
  });

  it("shows no near misses when the words match", async () => {
    expect(await names("q=sofa")).not.toContain("Soft Cotton Towel Set");
  });

  it("finds nothing for nonsense, and quotes or SQL do no harm", async () => {
    expect(await names("q=zzqqxx")).toEqual([]);
    for (const q of ["'; drop table products; --", '"', "%", "_", "\\", "sofa' or 1=1 --"]) {
      const response = await list(`q=${encodeURIComponent(q)}`);
      expect(response.statusCode).toBe(200);
    }
    expect(await names("q=%25")).toEqual([]);
    expect((await list("category=living%20room")).json().total).toBe(4);
  });
});

describe("price bands (docs/product.md 15)", () => {
  let band: TestApp;
  let cookie: string;
  const prices = [99_999, 100_000, 100_050, 100_100, 150_000, 150_100, 200_000, 200_100, 300_000, 300_001];

  beforeAll(async () => {
    band = await buildTestApp();
    cookie = (await createUser(band.app)).cookie;
    for (const priceCents of prices)
      await createProduct(band.database.db, { name: `Band ${priceCents}`, priceCents });
  });
  afterAll(() => band.close());

  async function pricesIn(query: string) {
    const response = await band.app.inject({
      url: `/api/products?sort=price_asc&${query}`,
      headers: { cookie },
    });
    return response.json().items.map((p: { price: number }) => p.price);
  }

  it.each([
    ["under-1000", [99_999, 100_000]],
    ["1001-1500", [100_100, 150_000]],
    ["1501-2000", [150_100, 200_000]],
    ["2001-3000", [200_100, 300_000]],
    ["3000-plus", [300_000, 300_001]],
  ])("band %s includes exactly its bounds", async (id, expected) => {
    const chosen = PRICE_BANDS.find((b) => b.id === id);
    if (!chosen) throw new Error(`no band ${id}`);
    const query = `minPrice=${chosen.minPrice}${"maxPrice" in chosen ? `&maxPrice=${chosen.maxPrice}` : ""}`;
    expect(await pricesIn(query)).toEqual(expected);
  });

  it("reads a single minimum as 'at least' and takes decimal pesos", async () => {
    expect(await pricesIn("minPrice=2000")).toEqual([200_000, 200_100, 300_000, 300_001]);
    expect(await pricesIn("minPrice=1000.5&maxPrice=1000.5")).toEqual([100_050]);
  });
});

describe("bad parameters", () => {
  it.each([
    ["sort=cheapest", /sort/],
    ["category=garage", /category/],
    ["minPrice=abc", /minPrice/],
    ["minPrice=-1", /minPrice/],
    ["minPrice=3000&maxPrice=1000", /minPrice must not be above maxPrice/],
    ["page=0", /page/],
    ["page=999999", /page must be at most 10000$/],
    ["page=abc", /page must be a whole number$/],
    ["pageSize=1000", /pageSize/],
    ["pageSize=2.5", /pageSize/],
    [`q=${"a".repeat(101)}`, /q: must be at most 100/],
    ["color=red", /color/],
  ])("answers 400 to %s", async (query, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: "invalid", message: expect.stringMatching(message) });
  });
});

describe("one product", () => {
  it("is found by id", async () => {
    const product = await createProduct(t.database.db, { name: "Lone Stool", stock: 0 });
    const response = await t.app.inject({
      url: `/api/products/${product.id}`,
      headers: { cookie: shopper.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: product.id,
      name: "Lone Stool",
      stock: 0,
      category: "living room",
    });
  });

  it("answers 404 for an unknown or archived id and 400 for a malformed one", async () => {
    const archived = await createProduct(t.database.db, { archived: true });
    for (const id of ["00000000-0000-4000-8000-000000000000", archived.id]) {
      const response = await t.app.inject({
        url: `/api/products/${id}`,
        headers: { cookie: shopper.cookie },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: "not_found", message: "Product not found" });
    }
    const bad = await t.app.inject({ url: "/api/products/42", headers: { cookie: shopper.cookie } });
    expect(bad.statusCode).toBe(400);
  });
});

describe("search suggestions", () => {
  async function suggest(q: string) {
    const response = await t.app.inject({
      url: `/api/search/suggestions?q=${encodeURIComponent(q)}`,
      headers: { cookie: shopper.cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json().suggestions as { id: string; name: string }[];
  }

  it("ranks names and tolerates typos", async () => {
    expect((await suggest("lamp")).map((s) => s.name)).toEqual(["Arco Floor Lamp"]);
    expect((await suggest("sofaa")).map((s) => s.name).sort()).toEqual([
      "Alba Three-Seat Linen Sofa",
      "Compact Velvet Sofa Bed",
    ]);
    expect(await suggest("   ")).toEqual([]);
  });

  it("lists names that start with the text first", async () => {
    await createProduct(t.database.db, { name: "Sofa Side Table" });
    const names = (await suggest("sofa")).map((s) => s.name);
    expect(names[0]).toBe("Sofa Side Table");
    expect(names.slice(1).sort()).toEqual(["Alba Three-Seat Linen Sofa", "Compact Velvet Sofa Bed"]);
  });

  it("returns at most 8", async () => {
    for (let i = 0; i < 10; i++) await createProduct(t.database.db, { name: `Rattan Basket ${i}` });
    expect(await suggest("rattan")).toHaveLength(8);
  });
});

describe("search answers kept briefly", () => {
  it("keep which products match, but show each product's stock and availability as they are now", async () => {
    const before = (await list("q=sofa")).json();
    const alba = before.items.find((p: { name: string }) => p.name.startsWith("Alba"));
    expect(before.items.map((p: { name: string }) => p.name)).toContain("Compact Velvet Sofa Bed");
    // As another process would: a sale takes stock, an admin archives a product.
    const db = t.database.db;
    await db.update(products).set({ stock: 1 }).where(eq(products.id, alba.id));
    await db.update(products).set({ archived: true }).where(eq(products.name, "Compact Velvet Sofa Bed"));
    try {
      const after = (await list("q=sofa")).json();
      expect(after.items.find((p: { id: string }) => p.id === alba.id).stock).toBe(1);
      expect(after.items.map((p: { name: string }) => p.name)).not.toContain("Compact Velvet Sofa Bed");
    } finally {
      await db.update(products).set({ stock: alba.stock }).where(eq(products.id, alba.id));
      await db.update(products).set({ archived: false }).where(eq(products.name, "Compact Velvet Sofa Bed"));
    }
  });
});
