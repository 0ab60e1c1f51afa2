import { describe, expect, it } from "vitest";
import { cartLine, cartTotals, lineTotal, unavailableReason } from "../src/cart-rules.ts";
import type { Product } from "../src/catalog.ts";
import { DEFAULT_SHIPPING_RULE } from "../src/delivery.ts";

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: "6f1c1b5e-0000-4000-8000-000000000001",
    name: "Oak chair",
    description: "A chair",
    price: 150_000,
    category: "kitchen",
    stock: 5,
    images: [],
    createdAt: "2026-01-01T00:00:00.000Z",
    rating: { average: null, count: 0 },
    optionNames: [],
    facts: {
      widthCm: 45,
      depthCm: 50,
      heightCm: 80,
      weightGrams: 5_000,
      materials: ["wood"],
      colour: "natural",
      assemblyRequired: false,
    },
    ...overrides,
  };
}

describe("line availability", () => {
  it("says why a saved product cannot be bought, archived first", () => {
    expect(unavailableReason({ archived: true, stock: 10 })).toBe("archived");
    expect(unavailableReason({ archived: true, stock: 0 })).toBe("archived");
    expect(unavailableReason({ archived: false, stock: 0 })).toBe("sold_out");
    expect(unavailableReason({ archived: false, stock: 3 }, 4)).toBe("not_enough_stock");
  });

  it("lets a quantity up to the stock be bought", () => {
    expect(unavailableReason({ archived: false, stock: 3 }, 3)).toBeNull();
    expect(unavailableReason({ archived: false, stock: 1 })).toBeNull();
  });

  it("prices a line at the product's price times its quantity, bought or not", () => {
    expect(lineTotal(150_000, 3)).toBe(450_000);
    expect(cartLine(product({ stock: 2 }), 3, false)).toMatchObject({
      quantity: 3,
      lineTotal: 450_000,
      available: false,
      unavailableReason: "not_enough_stock",
    });
    expect(cartLine(product(), 2, false)).toMatchObject({ available: true, unavailableReason: null });
    expect(cartLine(product(), 1, true).unavailableReason).toBe("archived");
  });
});

describe("cart totals", () => {
  const rule = DEFAULT_SHIPPING_RULE; // 99 MXN, free from 10,000 MXN

  it("count every unit but charge only the lines that can be bought, plus shipping", () => {
    const lines = [cartLine(product(), 2, false), cartLine(product({ stock: 0 }), 1, false)];
    expect(cartTotals(lines, rule)).toEqual({
      itemCount: 3,
      subtotal: 300_000,
      shipping: 9_900,
      total: 309_900,
    });
  });

  it("ship free from the threshold, and charge nothing when nothing can be bought", () => {
    expect(cartTotals([cartLine(product({ price: 500_000 }), 2, false)], rule)).toMatchObject({
      subtotal: 1_000_000,
      shipping: 0,
      total: 1_000_000,
    });
    expect(cartTotals([cartLine(product(), 1, true)], rule)).toEqual({
      itemCount: 1,
      subtotal: 0,
      shipping: 0,
      total: 0,
    });
    expect(cartTotals([], rule)).toEqual({ itemCount: 0, subtotal: 0, shipping: 0, total: 0 });
  });

  it("follow the shop's configured rule", () => {
    const cheap = { feeCents: 5_000, freeFromCents: 200_000 };
    expect(cartTotals([cartLine(product(), 1, false)], cheap).shipping).toBe(5_000);
    expect(cartTotals([cartLine(product(), 2, false)], cheap).shipping).toBe(0);
  });
});
