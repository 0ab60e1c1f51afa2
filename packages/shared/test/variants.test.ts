import { describe, expect, it } from "vitest";
import { initialVariant, optionChoices, pickVariant, variantLabel } from "../src/variant-choices.ts";
import {
  normalSku,
  optionNamesOf,
  type ProductVariant,
  type VariantInput,
  variantProblems,
} from "../src/variants.ts";
import { inSpanish } from "./in-spanish.ts";

const linen3: VariantInput = { options: ["Linen", "3 seats"], sku: "alba-lin-3", price: "18999", stock: "4" };
const velvet3: VariantInput = {
  options: ["Velvet", "3 seats"],
  sku: "ALBA-VEL-3",
  price: "21999.50",
  stock: "0",
};

describe("variant words", () => {
  it("labels a variant by its values and keeps SKUs in capitals", () => {
    expect(variantLabel(["Linen", "3 seats"])).toBe("Linen · 3 seats");
    expect(normalSku("  alba-lin-3 ")).toBe("ALBA-LIN-3");
    expect(optionNamesOf(" Fabric, Size ,, ")).toEqual(["Fabric", "Size"]);
  });
});

describe("variant rules", () => {
  it("accepts a product without variants and one with well-formed variants", () => {
    expect(variantProblems([], [], 1)).toEqual({});
    expect(variantProblems(["Fabric", "Size"], [linen3, { ...velvet3, pictures: [1, 2] }], 3)).toEqual({});
  });

  it("asks for option names and variants together", () => {
    expect(variantProblems([], [linen3], 1)).toEqual({
      optionNames: "Name the options your variants differ in (for example Fabric, Size)",
    });
    expect(variantProblems(["Fabric"], [], 1)).toEqual({
      variants: "Add at least one variant, or remove the options",
    });
    // Archived variants do not keep a product's options alive.
    expect(
      variantProblems(
        ["Fabric"],
        [{ ...linen3, id: "6f1c1b5e-0000-4000-8000-0000000000aa", archived: true }],
        1,
      ),
    ).toEqual({
      variants: "Add at least one variant, or remove the options",
    });
  });

  it("refuses bad option names", () => {
    expect(variantProblems(["Fabric", " fabric "], [], 1).optionNames).toBe("Each option needs its own name");
    expect(variantProblems(["A", "B", "C", "D"], [], 1).optionNames).toBe("At most 3 options");
    expect(variantProblems(["x".repeat(31)], [], 1).optionNames).toBe(
      "Each option's name must be at most 30 characters",
    );
  });

  it("names the field of each variant's problem", () => {
    const problems = variantProblems(
      ["Fabric", "Size"],
      [
        linen3,
        { options: ["Linen", ""], sku: "", price: "0.5", stock: "-1" },
        { options: ["linen", "3 SEATS"], sku: "Alba-Lin-3", price: "1.234", stock: "2.5" },
      ],
      1,
    );
    expect(problems).toEqual({
      "variants.1.options": "Give Size a value",
      "variants.1.sku": "Write the SKU",
      "variants.1.price": "Price must be at least 1, with up to two decimals",
      "variants.1.stock": "Stock must be a whole number, 0 or more",
      "variants.2.options": "Another variant is already linen · 3 SEATS",
      "variants.2.sku": "Another variant has this SKU",
      "variants.2.price": "Price must be at least 1, with up to two decimals",
      "variants.2.stock": "Stock must be a whole number, 0 or more",
    });
  });

  it("keeps SKUs to letters, digits and hyphens", () => {
    expect(variantProblems(["Size"], [{ ...linen3, options: ["M"], sku: "AB_1" }], 1)).toEqual({
      "variants.0.sku": "The SKU has up to 40 letters, digits and hyphens",
    });
  });

  it("keeps the cover the product's and each picture one variant's", () => {
    const problems = variantProblems(
      ["Fabric", "Size"],
      [
        { ...linen3, pictures: [0] },
        { ...velvet3, pictures: [3] },
        { ...linen3, options: ["Linen", "2 seats"], sku: "ALBA-LIN-2", pictures: [1] },
        { ...linen3, options: ["Velvet", "2 seats"], sku: "ALBA-VEL-2", pictures: [1] },
      ],
      3,
    );
    expect(problems).toEqual({
      "variants.0.pictures": "The first picture shows the product, not one variant",
      "variants.1.pictures": "Choose among the product's pictures",
      "variants.3.pictures": "A picture shows one variant only",
    });
  });

  it("only archives saved variants", () => {
    expect(
      variantProblems(
        ["Size"],
        [
          { ...linen3, options: ["M"] },
          { ...velvet3, archived: true },
        ],
        1,
      ),
    ).toEqual({
      "variants.1.sku": "Only a saved variant can be archived",
    });
  });

  it("speaks Mexican Spanish", () => {
    expect(inSpanish(() => variantProblems(["Tela"], [{ ...linen3, options: [""] }], 1))).toEqual({
      "variants.0.options": "Escribe un valor para Tela",
    });
  });
});

const variant = (options: string[], stock: number): ProductVariant => ({
  id: options.join("-"),
  sku: options.join("-").toUpperCase(),
  options,
  price: 100_00,
  stock,
  images: [],
});

describe("the picker", () => {
  const linen3s = variant(["Linen", "3 seats"], 0);
  const linen2s = variant(["Linen", "2 seats"], 5);
  const velvet3s = variant(["Velvet", "3 seats"], 2);
  const variants = [linen3s, linen2s, velvet3s];

  it("starts from the variant asked for, else the first in stock", () => {
    expect(initialVariant(variants, velvet3s.id)).toBe(velvet3s);
    expect(initialVariant(variants, "not-one")).toBe(linen2s);
    expect(initialVariant([linen3s], null)).toBe(linen3s);
  });

  it("marks values sold out or not offered beside the other choices", () => {
    expect(optionChoices(variants, linen2s, 0)).toEqual([
      { value: "Linen", state: "available" },
      { value: "Velvet", state: "not_offered" },
    ]);
    expect(optionChoices(variants, velvet3s, 1)).toEqual([
      { value: "3 seats", state: "available" },
      { value: "2 seats", state: "not_offered" },
    ]);
    expect(optionChoices(variants, velvet3s, 0)).toEqual([
      { value: "Linen", state: "sold_out" },
      { value: "Velvet", state: "available" },
    ]);
  });

  it("keeps the other choices when it can, and never lands on nothing", () => {
    expect(pickVariant(variants, linen2s, 1, "3 seats")).toBe(linen3s);
    // Velvet comes only in 3 seats: the size follows.
    expect(pickVariant(variants, linen2s, 0, "Velvet")).toBe(velvet3s);
    expect(pickVariant(variants, velvet3s, 0, "Linen")).toBe(linen3s);
  });
});
