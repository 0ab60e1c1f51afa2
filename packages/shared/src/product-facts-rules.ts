// The facts fields of the add and edit product forms without zod: the form shows each message next
// to its field and the server answers with the same ones (docs/product.md 107), in the
// language of the moment they are said.
import { m } from "./i18n/generated/messages.js";
import { formatNumber } from "./money.ts";
import type { ProductFacts } from "./product-facts.ts";
import { COLOURS, type Colour, MATERIALS, type Material } from "./product-facts-lists.ts";

/** What the form sends: text as typed; `materials` are ids separated by commas. */
export interface ProductFactsInput {
  widthCm: string;
  depthCm: string;
  heightCm: string;
  /** Kilograms, up to one decimal. */
  weightKg: string;
  materials: string;
  colour: string;
  /** "yes" or "no". */
  assemblyRequired: string;
}
export type ProductFactsField = keyof ProductFactsInput;
export type ProductFactsProblems = Partial<Record<ProductFactsField, string>>;

export const PRODUCT_FACTS_FIELDS = [
  "widthCm",
  "depthCm",
  "heightCm",
  "weightKg",
  "materials",
  "colour",
  "assemblyRequired",
] as const satisfies readonly ProductFactsField[];

export const EMPTY_FACTS: ProductFactsInput = {
  widthCm: "",
  depthCm: "",
  heightCm: "",
  weightKg: "",
  materials: "",
  colour: "",
  assemblyRequired: "",
};

/** Whole centimetres up to 10 m (a rug or a wardrobe), kilograms up to 2 tonnes (a cast-iron bath is 120 kg). */
export const FACTS_LIMITS = { cmMax: 1000, kgMax: 2000, materialsMax: 4 } as const;

const DIMENSIONS = ["widthCm", "depthCm", "heightCm"] as const;

export function materialIds(text: string): string[] {
  return [
    ...new Set(
      text
        .split(",")
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

function dimensionMessage(field: (typeof DIMENSIONS)[number]): string {
  const max = formatNumber(FACTS_LIMITS.cmMax);
  if (field === "widthCm") return m.facts_width_invalid({ max });
  if (field === "depthCm") return m.facts_depth_invalid({ max });
  return m.facts_height_invalid({ max });
}

/**
 * Every problem of the facts fields, by field. A new product needs them all (`required`); a product
 * being changed may leave any blank, as products added before facts existed do.
 */
export function productFactsProblems(
  input: ProductFactsInput,
  { required }: { required: boolean },
): ProductFactsProblems {
  const problems: ProductFactsProblems = {};
  const blank = (text: string) => text.trim() === "";
  for (const field of DIMENSIONS) {
    const text = input[field].trim();
    if (blank(text) && !required) continue;
    if (!/^\d{1,4}$/.test(text) || Number(text) < 1 || Number(text) > FACTS_LIMITS.cmMax)
      problems[field] = dimensionMessage(field);
  }
  const kg = input.weightKg.trim();
  if (!(blank(kg) && !required)) {
    if (!/^\d{1,4}(\.\d)?$/.test(kg) || Number(kg) < 0.1 || Number(kg) > FACTS_LIMITS.kgMax)
      problems.weightKg = m.facts_weight_invalid({ max: formatNumber(FACTS_LIMITS.kgMax) });
  }
  const materials = materialIds(input.materials);
  if (materials.some((id) => !MATERIALS.includes(id as Material)))
    problems.materials = m.facts_materials_unknown();
  else if (materials.length === 0 && required) problems.materials = m.facts_materials_missing();
  else if (materials.length > FACTS_LIMITS.materialsMax)
    problems.materials = m.facts_materials_too_many({ max: FACTS_LIMITS.materialsMax });
  const colour = input.colour.trim();
  if (!(blank(colour) && !required) && !COLOURS.includes(colour as Colour))
    problems.colour = m.facts_colour_missing();
  const assembly = input.assemblyRequired.trim();
  if (!(blank(assembly) && !required) && assembly !== "yes" && assembly !== "no")
    problems.assemblyRequired = m.facts_assembly_missing();
  return problems;
}

/** The facts of a form without problems, as stored: blanks become null (none), kilograms grams. */
export function factsFromInput(input: ProductFactsInput): ProductFacts {
  const whole = (text: string) => (text.trim() === "" ? null : Number(text.trim()));
  const kg = input.weightKg.trim();
  return {
    widthCm: whole(input.widthCm),
    depthCm: whole(input.depthCm),
    heightCm: whole(input.heightCm),
    weightGrams: kg === "" ? null : Math.round(Number(kg) * 1000),
    materials: materialIds(input.materials) as Material[],
    colour: input.colour.trim() === "" ? null : (input.colour.trim() as Colour),
    assemblyRequired: input.assemblyRequired.trim() === "yes",
  };
}

/** The form's text for stored facts (the edit form starts from them). */
export function factsInput(facts: ProductFacts): ProductFactsInput {
  const text = (n: number | null) => (n === null ? "" : String(n));
  return {
    widthCm: text(facts.widthCm),
    depthCm: text(facts.depthCm),
    heightCm: text(facts.heightCm),
    weightKg: facts.weightGrams === null ? "" : String(Math.round(facts.weightGrams / 100) / 10),
    materials: facts.materials.join(","),
    colour: facts.colour ?? "",
    assemblyRequired: facts.assemblyRequired ? "yes" : "no",
  };
}

/**
 * "0.4 kg", "55.5 kg", "62 kg": to the tenth of a kilogram the admin's form takes, a whole number
 * without its ".0", in the shop's number style. Whole kilograms above 10 showed 55.5 kg as 56.
 */
export function formatWeight(grams: number): string {
  return m.facts_weight_value({ kg: formatNumber(Math.round(grams / 100) / 10) });
}

/** "220 × 92 × 85 cm" (width × depth × height); null when one is unknown. */
export function formatDimensions(
  facts: Pick<ProductFacts, "widthCm" | "depthCm" | "heightCm">,
): string | null {
  const { widthCm, depthCm, heightCm } = facts;
  if (widthCm === null || depthCm === null || heightCm === null) return null;
  return m.facts_dimensions_value({
    width: formatNumber(widthCm),
    depth: formatNumber(depthCm),
    height: formatNumber(heightCm),
  });
}
