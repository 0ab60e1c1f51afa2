import type { Category } from "@hogar/shared";

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
}
