import { describe, expect, it } from "vitest";
import {
  formatMoney,
  maxQuantity,
  pesosToCents,
  productListQuerySchema,
  resultsHeading,
} from "../src/index.ts";

describe("money", () => {
  it.each([
    [1_249_900, "$12,499.00 MXN"],
    [99_950, "$999.50 MXN"],
    [100, "$1.00 MXN"],
    [123_456_789, "$1,234,567.89 MXN"],
  ])("formats %i centavos as %s", (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it("turns pesos into whole centavos without float drift", () => {
    expect(pesosToCents(1500.1)).toBe(150_010);
    expect(pesosToCents(0.29)).toBe(29);
  });
});

describe("catalogue rules", () => {
  it("words the results heading", () => {
    expect(resultsHeading(0)).toBe("0 product found");
    expect(resultsHeading(1)).toBe("1 product found");
    expect(resultsHeading(2)).toBe("2 products found");
  });

  it("bounds quantities by 50 and by stock", () => {
    expect(maxQuantity(3)).toBe(3);
    expect(maxQuantity(500)).toBe(50);
    expect(maxQuantity(0)).toBe(0);
  });

  it("parses a product query and refuses bad ones", () => {
    expect(
      productListQuerySchema.parse({ q: "  sofa ", category: "Living Room", minPrice: "1001" }),
    ).toMatchObject({
      q: "sofa",
      category: ["living room"],
      minPrice: 1001,
      page: 1,
      pageSize: 24,
    });
    expect(productListQuerySchema.safeParse({ category: "garage" }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ minPrice: "2000", maxPrice: "1000" }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ pageSize: "1000" }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ color: "red" }).success).toBe(false);
  });
});
