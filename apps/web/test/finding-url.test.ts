import { describe, expect, it } from "vitest";
import { changedSearch, readFinding, setList } from "../src/features/catalog/finding-url.ts";

// The search and "See all" pages keep words, rooms, colours, materials, in stock only, the price
// range, sort and page in the address, so Back and a shared link show the same results; a changed
// filter starts again at page 1 (docs/product.md 108).

const read = (query: string) => readFinding(new URLSearchParams(query));

describe("reading the address", () => {
  it("reads everything a shopper chose", () => {
    expect(
      read(
        "q=+oak+table+&category=kitchen&category=living+room&colour=brown&material=wood,metal" +
          "&inStock=true&minPrice=1500&maxPrice=8000.5&sort=price_asc&page=3",
      ),
    ).toEqual({
      q: "oak table",
      category: ["kitchen", "living room"],
      colour: ["brown"],
      material: ["wood", "metal"],
      inStock: true,
      minPrice: 1500,
      maxPrice: 8000.5,
      sort: "price_asc",
      page: 3,
      pageSize: 24,
    });
  });

  it("without parameters lists everything from the first page", () => {
    expect(read("")).toEqual({
      q: undefined,
      category: [],
      colour: [],
      material: [],
      inStock: false,
      minPrice: undefined,
      maxPrice: undefined,
      sort: undefined,
      page: undefined,
      pageSize: 24,
    });
  });

  it("takes a list repeated or comma-separated, in any case, each value once", () => {
    const state = read("colour=Blue,%20white&colour=blue&material=WOOD&material=wood,glass");
    expect(state.colour).toEqual(["blue", "white"]);
    expect(state.material).toEqual(["wood", "glass"]);
  });

  it("ignores values the shop does not have instead of failing the page", () => {
    const state = read(
      "category=garage&category=bedroom&colour=purple&material=unobtainium&sort=cheapest" +
        "&inStock=yes&minPrice=abc&maxPrice=%20&q=%20%20",
    );
    expect(state).toMatchObject({
      q: undefined,
      category: ["bedroom"],
      colour: [],
      material: [],
      inStock: false,
      minPrice: undefined,
      maxPrice: undefined,
      sort: undefined,
    });
  });

  it("searches the first 100 characters of longer words, as the API takes no more", () => {
    const long = `${"mesa ".repeat(19)}de centro roble`;
    expect(read(`q=${encodeURIComponent(long)}`).q).toBe(long.slice(0, 100).trim());
    // An emoji cut in half is left out, not sent as half a character.
    const cutEmoji = read(`q=${encodeURIComponent(`${"a".repeat(99)}🛋️ sofá`)}`).q;
    expect(cutEmoji).toBe("a".repeat(99));
  });

  it("reads a page only when it is a whole number past the first", () => {
    for (const page of ["0", "1", "-2", "2.5", "two", ""]) expect(read(`page=${page}`).page).toBeUndefined();
    expect(read("page=2").page).toBe(2);
  });

  it("drops a negative price, which the API would refuse", () => {
    expect(read("minPrice=-5&maxPrice=-1")).toMatchObject({ minPrice: undefined, maxPrice: undefined });
  });

  it("keeps a price of 0", () => {
    expect(read("minPrice=0").minPrice).toBe(0);
  });
});

describe("changing the address", () => {
  it("a changed filter starts again at page 1 and keeps the rest", () => {
    const before = new URLSearchParams("q=sofa&colour=grey&sort=newest&page=4");
    const after = changedSearch(before, (next) => next.set("inStock", "true"));
    expect(readFinding(after)).toMatchObject({
      q: "sofa",
      colour: ["grey"],
      sort: "newest",
      inStock: true,
      page: undefined,
    });
    expect(after.has("page")).toBe(false);
    // The page shown stays as it was until the shopper's change is applied.
    expect(before.get("page")).toBe("4");
  });

  it("paging keeps the page", () => {
    const before = new URLSearchParams("q=sofa&page=2");
    const after = changedSearch(before, (next) => next.set("page", "3"), { keepPage: true });
    expect(readFinding(after).page).toBe(3);
    expect(readFinding(after).q).toBe("sofa");
  });

  it("writes a list as one repeat per value, replacing what was there", () => {
    const search = new URLSearchParams("category=kitchen,bedroom&q=lamp");
    setList(search, "category", ["bedroom", "living room"]);
    expect(search.getAll("category")).toEqual(["bedroom", "living room"]);
    expect(readFinding(search).category).toEqual(["bedroom", "living room"]);
    setList(search, "category", []);
    expect(search.has("category")).toBe(false);
    expect(search.get("q")).toBe("lamp");
  });

  it("what it writes reads back the same after a round trip through the address", () => {
    const search = changedSearch(new URLSearchParams("page=5"), (next) => {
      next.set("q", "mesa de centro");
      setList(next, "material", ["wood", "stainless_steel"]);
      next.set("minPrice", "200");
      next.set("sort", "price_desc");
    });
    const shared = new URLSearchParams(`?${search}`);
    expect(readFinding(shared)).toMatchObject({
      q: "mesa de centro",
      material: ["wood", "stainless_steel"],
      minPrice: 200,
      sort: "price_desc",
      page: undefined,
    });
  });
});
