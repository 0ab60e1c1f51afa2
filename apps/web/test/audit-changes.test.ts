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
    // A new picture and a new price in one save: both are said.
    after.variants[1] = variant("NILO-SGE-1", { stock: 3, archived: true, images: ["nilo-sge-2"] });

    expect(changesOf({ before, after }, "America/Mexico_City")).toEqual([
      "Variant NILO-CRM-1: its pictures changed",
      "Variant NILO-SGE-1: Sage boucle · One seat, $6,899.00 MXN, Stock 5 → Sage boucle · One seat, $6,899.00 MXN, Stock 3, archived; its pictures changed",
      "Variant NILO-SGE-2: Sage boucle · Two seats, $10,499.00 MXN, Stock 0",
    ]);
  });

  it("follows a variant by its id when its SKU changed, saying both SKUs", () => {
    const sage = { id: "v-1", ...variant("NILO-SGE-1", { archived: true, images: [] }) };
    const olive = { ...sage, sku: "NILO-OLV-1", options: ["Olive boucle", "One seat"], archived: false };
    expect(
      changesOf({ before: { variants: [sage] }, after: { variants: [olive] } }, "America/Mexico_City"),
    ).toEqual([
      "Variant NILO-SGE-1 → NILO-OLV-1: Sage boucle · One seat, $6,899.00 MXN, Stock 5, archived → Olive boucle · One seat, $6,899.00 MXN, Stock 5",
    ]);
    const renamed = { ...sage, sku: "NILO-SAGE-1" };
    expect(
      changesOf({ before: { variants: [sage] }, after: { variants: [renamed] } }, "America/Mexico_City"),
    ).toEqual(["Variant NILO-SGE-1 → NILO-SAGE-1"]);
  });

  it("says a product's facts as its page does: measures, weight in kilograms, materials and colour by name", () => {
    const before = {
      widthCm: 80,
      weightGrams: 12_500,
      materials: ["wood"],
      colour: "natural",
      assemblyRequired: false,
    };
    const after = {
      widthCm: 90,
      weightGrams: 55_500,
      materials: ["wood", "metal"],
      colour: "black",
      assemblyRequired: true,
    };
    expect(changesOf({ before, after }, "America/Mexico_City")).toEqual([
      "Width (cm): 80 → 90",
      "Weight: 12.5 kg → 55.5 kg",
      "Materials: Wood → Wood, Metal",
      "Colour: Natural wood → Black",
      "Assembly: Arrives assembled → Needs assembly",
    ]);
  });

  it("lists a new product's fields in the form's order, whatever order the server's JSON kept", () => {
    // As PostgreSQL's jsonb returns them: shorter keys first.
    const after = {
      name: "Silla Luna",
      price: 129_900,
      heightCm: 90,
      widthCm: 45,
      depthCm: 50,
      category: "kitchen",
    };
    const said = changesOf({ before: null, after }, "America/Mexico_City").map(
      (change) => change.split(":")[0],
    );
    expect(said).toEqual(["Name", "Price", "Category", "Width (cm)", "Depth (cm)", "Height (cm)"]);
  });

  it("says a product's option names as the form takes them, not as JSON", () => {
    expect(
      changesOf({ before: null, after: { optionNames: ["Fabric", "Size"] } }, "America/Mexico_City"),
    ).toEqual(["Options: Fabric, Size"]);
  });
});

describe("an order's audit entry in words (docs/product.md 78, 93)", () => {
  it("says an invoice's cancellation with the invoice's status and the SAT's reason, not codes", () => {
    const entry = {
      action: "cancel-invoice",
      before: { invoice: "A-12", uuid: "0C4B7E1A-8F2D-4C3B-9A1E-5D6F7A8B9C0D", status: "active" },
      after: {
        invoice: "A-12",
        uuid: "0C4B7E1A-8F2D-4C3B-9A1E-5D6F7A8B9C0D",
        status: "cancelled",
        reason: "02",
        replacementUuid: null,
      },
    };

    expect(changesOf(entry, "America/Mexico_City")).toEqual([
      "Status: Active → Cancelled",
      "Cancellation reason: none → 02 Comprobante emitido con errores sin relación",
    ]);
  });
});

describe("a product's images in its audit entry", () => {
  it("are counted when some were added or taken away, and said changed when replaced or reordered", () => {
    const added = {
      before: { images: ["chair-1", "chair-2"] },
      after: { images: ["chair-2", "chair-1", "chair-3"] },
    };
    expect(changesOf(added, "America/Mexico_City")).toEqual(["Images: 2 images → 3 images"]);
    const replaced = { before: { images: ["chair-1"] }, after: { images: ["chair-2"] } };
    expect(changesOf(replaced, "America/Mexico_City")).toEqual(["Images: changed"]);
  });
});

describe("a promotion code's audit entry in words (docs/product.md 78, 100)", () => {
  it("names the form's fields, with money, rooms and kinds in words", () => {
    const before = {
      code: "BUENFIN",
      kind: "percent",
      percent: 20,
      amount: null,
      minSubtotal: 100_000,
      categories: null,
    };
    const after = {
      ...before,
      kind: "fixed",
      percent: null,
      amount: 50_000,
      categories: ["kitchen", "bathroom"],
    };
    expect(changesOf({ before, after }, "America/Mexico_City")).toEqual([
      "Discount: Percentage off → Fixed amount off",
      "Percentage (1-90): 20 → none",
      "Amount off (MXN): none → $500.00 MXN",
      "Only for these categories: none → Kitchen, Bathroom",
    ]);
  });

  it("says a code's first and last day as its form takes them, not the instants kept", () => {
    // Valid 30/11 to 31/12 in Mexico City: it ends as 1 January starts there (06:00 UTC).
    const before = { startsAt: "2026-11-30T06:00:00.000Z", endsAt: "2027-01-01T06:00:00.000Z" };
    const after = { ...before, endsAt: "2027-01-08T06:00:00.000Z" };
    expect(changesOf({ before, after }, "America/Mexico_City")).toEqual([
      "Ends on (last day): 31/12/2026 → 07/01/2027",
    ]);
    expect(changesOf({ before: null, after: before }, "America/Mexico_City")).toContain(
      "Starts on: 30/11/2026",
    );
  });
});
