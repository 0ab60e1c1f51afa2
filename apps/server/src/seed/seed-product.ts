import type { Category, Colour, Material } from "@hogar/shared";

/** Every kind the image generator knows how to draw. */
export const FURNITURE_KINDS = [
  "sofa",
  "armchair",
  "chair",
  "stool",
  "coffee-table",
  "side-table",
  "dining-table",
  "nightstand",
  "tv-stand",
  "bookshelf",
  "wardrobe",
  "dresser",
  "cabinet",
  "vanity",
  "wall-shelf",
  "bed",
  "floor-lamp",
  "table-lamp",
  "pendant-lamp",
  "rug",
  "cushion",
  "towels",
  "mirror",
  "bathtub",
  "towel-rack",
  "laundry-basket",
  "pot",
  "kettle",
  "knife-block",
  "dishes",
] as const;
export type FurnitureKind = (typeof FURNITURE_KINDS)[number];

export interface SeedProduct {
  /** Kebab-case and unique; also the stem of the product's image keys. */
  slug: string;
  name: string;
  description: string;
  /** Whole centavos. */
  priceCents: number;
  category: Category;
  stock: number;
  kind: FurnitureKind;
  /** Hex colours the drawing uses: main for the body, accent for legs, trim or fabric. */
  colors: { main: string; accent: string };
  /** What the product page's Details list and the filters show; every seeded product has them all. */
  facts: SeedFacts;
}

export interface SeedFacts {
  /** Width, depth and height in whole centimetres. */
  size: [number, number, number];
  grams: number;
  materials: Material[];
  colour: Colour;
  /** True when it arrives flat-packed or in parts. */
  assembly: boolean;
}

/** The products table's columns for a seeded product's facts. */
export function factsColumns(facts: SeedFacts) {
  const [widthCm, depthCm, heightCm] = facts.size;
  return {
    widthCm,
    depthCm,
    heightCm,
    weightGrams: facts.grams,
    materials: facts.materials,
    colour: facts.colour,
    assemblyRequired: facts.assembly,
  };
}
