import { describe, expect, it } from "vitest";
import { productListQuerySchema } from "../src/catalog.ts";
import {
  EMPTY_FACTS,
  factsFromInput,
  factsInput,
  formatDimensions,
  formatWeight,
  type ProductFactsInput,
  productFactsProblems,
} from "../src/product-facts-rules.ts";
import { inSpanish } from "./in-spanish.ts";

const parse = (query: Record<string, unknown>) => productListQuerySchema.safeParse(query);
const error = (query: Record<string, unknown>) => parse(query).error?.issues[0]?.message;

describe("the product list query", () => {
  it("takes several rooms, colours and materials, repeated or comma-separated, each once", () => {
    expect(
      parse({
        category: ["Bedroom", "kitchen,bedroom"],
        colour: "White, black",
        material: ["wood", "stainless_steel"],
        inStock: "true",
      }).data,
    ).toMatchObject({
      category: ["bedroom", "kitchen"],
      colour: ["white", "black"],
      material: ["wood", "stainless_steel"],
      inStock: true,
    });
    expect(parse({ inStock: "false" }).data?.inStock).toBe(false);
    expect(parse({}).data).toEqual({ page: 1, pageSize: 24 });
  });

  it("takes every sort and a custom price range", () => {
    for (const sort of ["relevance", "price_asc", "price_desc", "newest"]) {
      expect(parse({ sort, minPrice: "1250.5", maxPrice: "1250.5" }).data).toMatchObject({
        sort,
        minPrice: 1250.5,
        maxPrice: 1250.5,
      });
    }
  });

  it("refuses unknown values, naming the parameter and what it takes", () => {
    expect(error({ category: ["kitchen", "garage"] })).toBe(
      "category must be one of: living room, bedroom, bathroom, kitchen",
    );
    expect(error({ colour: "purple" })).toMatch(/^colour must be one of: white, black/);
    expect(error({ colour: "" })).toMatch(/^colour must be one of/);
    expect(error({ material: "gold" })).toMatch(/^material must be one of: wood, metal/);
    expect(error({ inStock: "1" })).toBe("inStock must be one of: true, false");
    expect(error({ sort: "rating" })).toBe("sort must be one of: relevance, price_asc, price_desc, newest");
    expect(error({ minPrice: "3000", maxPrice: "1000" })).toBe("minPrice must not be above maxPrice");
    expect(error({ color: "red" })).toBeDefined();
  });

  it("says so in Spanish too", () => {
    expect(inSpanish(() => error({ colour: "morado" }))).toMatch(/^colour/);
    expect(inSpanish(() => error({ colour: "morado" }))).not.toMatch(/must be/);
  });
});

const SOFA: ProductFactsInput = {
  widthCm: "220",
  depthCm: "92",
  heightCm: "85",
  weightKg: "62.5",
  materials: "fabric,wood",
  colour: "beige",
  assemblyRequired: "yes",
};

describe("the facts fields of the product form", () => {
  it("accept a complete set and store it in centimetres and grams", () => {
    expect(productFactsProblems(SOFA, { required: true })).toEqual({});
    expect(factsFromInput(SOFA)).toEqual({
      widthCm: 220,
      depthCm: 92,
      heightCm: 85,
      weightGrams: 62_500,
      materials: ["fabric", "wood"],
      colour: "beige",
      assemblyRequired: true,
    });
    expect(factsInput(factsFromInput(SOFA))).toEqual(SOFA);
  });

  it("are all needed for a new product, and each says what is wrong", () => {
    expect(productFactsProblems(EMPTY_FACTS, { required: true })).toEqual({
      widthCm: "Width must be a whole number of centimetres from 1 to 1,000",
      depthCm: "Depth must be a whole number of centimetres from 1 to 1,000",
      heightCm: "Height must be a whole number of centimetres from 1 to 1,000",
      weightKg: "Weight must be between 0.1 and 2,000 kg, with at most one decimal",
      materials: "Choose at least one material",
      colour: "Choose a colour from the list",
      assemblyRequired: "Say whether it needs assembly",
    });
  });

  it("may stay blank when changing a product added before facts existed", () => {
    expect(productFactsProblems(EMPTY_FACTS, { required: false })).toEqual({});
    expect(factsFromInput(EMPTY_FACTS)).toMatchObject({ widthCm: null, weightGrams: null, colour: null });
  });

  it.each<[Partial<ProductFactsInput>, keyof ProductFactsInput]>([
    [{ widthCm: "0" }, "widthCm"],
    [{ widthCm: "12.5" }, "widthCm"],
    [{ depthCm: "1001" }, "depthCm"],
    [{ heightCm: "-3" }, "heightCm"],
    [{ weightKg: "0" }, "weightKg"],
    [{ weightKg: "1.25" }, "weightKg"],
    [{ weightKg: "2000.1" }, "weightKg"],
    [{ materials: "wood,gold" }, "materials"],
    [{ materials: "wood,metal,glass,fabric,stone" }, "materials"],
    [{ colour: "purple" }, "colour"],
    [{ assemblyRequired: "maybe" }, "assemblyRequired"],
  ])("refuse %o", (change, field) => {
    const problems = productFactsProblems({ ...SOFA, ...change }, { required: false });
    expect(Object.keys(problems)).toEqual([field]);
  });

  it("speak Spanish", () => {
    expect(inSpanish(() => productFactsProblems({ ...SOFA, colour: "" }, { required: true }).colour)).toBe(
      "Elige un color de la lista",
    );
  });
});

describe("facts as the product page says them", () => {
  it("writes dimensions W × D × H and weight in kg", () => {
    expect(formatDimensions({ widthCm: 220, depthCm: 92, heightCm: 85 })).toBe("220 × 92 × 85 cm");
    expect(formatDimensions({ widthCm: 1000, depthCm: null, heightCm: 85 })).toBeNull();
    expect(formatWeight(62_000)).toBe("62 kg");
    expect(formatWeight(300)).toBe("0.3 kg");
    expect(formatWeight(1_250)).toBe("1.3 kg");
    expect(formatWeight(120_400)).toBe("120.4 kg");
    expect(formatWeight(55_500)).toBe("55.5 kg");
  });
});
