import { describe, expect, it } from "vitest";
import { changesOf } from "../src/features/back-office/components/audit-log.tsx";

const variant = (sku: string, changes: Partial<Record<string, unknown>> = {}) => ({
  sku,
  options: ["Sage boucle", "One seat"],
  price: 689_900,
  stock: 5,
  archived: false,
  images: ["nilo-sge-1"],
  ...changes,
});

describe("a product's audit entry in words (docs/product.md 78)", () => {
  it("names each variant that changed by its SKU, with its options, price and stock before and after", () => {
    const before = {
      name: "Nilo chair",
      variants: [variant("NILO-CRM-1", { options: ["Cream boucle", "One seat"] }), variant("NILO-SGE-1")],
    };
    const after = {
      name: "Nilo chair",
      variants: [
        variant("NILO-CRM-1", { options: ["Cream boucle", "One seat"], images: ["nilo-crm-1"] }),
        variant("NILO-SGE-1", { stock: 3, archived: true }),
        variant("NILO-SGE-2", { options: ["Sage boucle", "Two seats"], price: 1_049_900, stock: 0 }),
      ],
    };

    expect(changesOf({ before, after }, "America/Mexico_City")).toEqual([
      "Variant NILO-CRM-1: its pictures changed",
      "Variant NILO-SGE-1: Sage boucle · One seat, $6,899.00 MXN, Stock 5 → Sage boucle · One seat, $6,899.00 MXN, Stock 3, archived",
      "Variant NILO-SGE-2: Sage boucle · Two seats, $10,499.00 MXN, Stock 0",
    ]);
  });
});
