import { randomUUID } from "node:crypto";
import type { productImages, productVariants } from "../db/schema/index.ts";
import { CATALOGUE_VIEWS, catalogueImageKeys } from "./images/catalogue-images.ts";
import { SCENE_HEIGHT, SCENE_WIDTH } from "./images/scenes.ts";
import type { FurnitureKind, SeedProduct } from "./seed-product.ts";

interface SeedVariant {
  options: string[];
  sku: string;
  /** Whole centavos. */
  priceCents: number;
  stock: number;
  /**
   * Pictures of its own, drawn like a product's (its kind, when not the product's, and colours); none
   * shows the product's. The king pillows once reused another product's picture, a navy cushion.
   */
  drawn?: { kind?: FurnitureKind; colors: SeedProduct["colors"] };
}

interface SeedVariants {
  optionNames: string[];
  variants: SeedVariant[];
}

// The chair's sage fabric on its walnut legs. Its variants once showed a green velvet sofa's
// pictures, a different product.
const SAGE_BOUCLE = { main: "#a3b18a", accent: "#6b4a32" };

/**
 * The seeded products sold in several versions (issue 19), by slug. Each product's own price and
 * stock in the catalogue data are its cheapest variant's price and the sum of its variants' stock,
 * as the shop keeps them. The chair leaves one combination out (cream boucle in two seats), and one
 * of its variants is sold out, so the picker shows both marks.
 */
export const CATALOGUE_VARIANTS: Record<string, SeedVariants> = {
  "nilo-boucle-accent-chair": {
    optionNames: ["Fabric", "Size"],
    variants: [
      { options: ["Cream boucle", "One seat"], sku: "NILO-CRM-1", priceCents: 649_900, stock: 15 },
      {
        options: ["Sage boucle", "One seat"],
        sku: "NILO-SGE-1",
        priceCents: 689_900,
        stock: 5,
        drawn: { colors: SAGE_BOUCLE },
      },
      {
        options: ["Sage boucle", "Two seats"],
        sku: "NILO-SGE-2",
        priceCents: 1_049_900,
        stock: 0,
        drawn: { kind: "sofa", colors: SAGE_BOUCLE },
      },
    ],
  },
  "pluma-feather-pillow-pair": {
    optionNames: ["Size"],
    variants: [
      { options: ["Standard"], sku: "PLUMA-STD", priceCents: 109_900, stock: 40 },
      { options: ["Queen"], sku: "PLUMA-QN", priceCents: 129_900, stock: 30 },
      { options: ["King"], sku: "PLUMA-KG", priceCents: 149_900, stock: 10 },
    ],
  },
};

/**
 * A drawn variant's views: its front and its close-up, not the room. With the product's own three,
 * the chair's two drawn variants make 7 pictures, within the 8 a product may have (docs/product.md
 * 37): all three each made 9, and the chair's edit form refused every save.
 */
const VARIANT_VIEWS = 2;

/** The stem of a drawn variant's image keys, as a product's slug is of its own. */
const drawnStem = (slug: string, sku: string) => `${slug}-${sku.toLowerCase()}`;

/** The variants with pictures of their own, as products to draw (the catalogue's images do). */
export function variantDrawings(products: SeedProduct[]): SeedProduct[] {
  return products.flatMap((product) =>
    (CATALOGUE_VARIANTS[product.slug]?.variants ?? []).flatMap((variant) =>
      variant.drawn
        ? [
            {
              ...product,
              slug: drawnStem(product.slug, variant.sku),
              kind: variant.drawn.kind ?? product.kind,
              colors: variant.drawn.colors,
              views: VARIANT_VIEWS,
            },
          ]
        : [],
    ),
  );
}

/** The rows of a seeded product's variants and their pictures (after the product's own `ownPictures`). */
export function seedVariantRows(slug: string, productId: string, name: string, ownPictures: number) {
  const seeded = CATALOGUE_VARIANTS[slug];
  const variants: (typeof productVariants.$inferInsert)[] = [];
  const images: (typeof productImages.$inferInsert)[] = [];
  for (const [position, variant] of (seeded?.variants ?? []).entries()) {
    const id = randomUUID();
    variants.push({
      id,
      productId,
      sku: variant.sku,
      optionValues: variant.options,
      priceCents: variant.priceCents,
      stock: variant.stock,
      position,
    });
    const label = `${name}, ${variant.options.join(" · ")}`;
    const pictures = variant.drawn
      ? catalogueImageKeys(drawnStem(slug, variant.sku), VARIANT_VIEWS).map((key, view) => ({
          key,
          alt: `${label}, ${CATALOGUE_VIEWS[view]}`,
        }))
      : [];
    for (const { key, alt } of pictures) {
      images.push({
        productId,
        variantId: id,
        position: ownPictures + images.length,
        imageKey: key,
        width: SCENE_WIDTH,
        height: SCENE_HEIGHT,
        alt,
      });
    }
  }
  return { optionNames: seeded?.optionNames ?? [], variants, images };
}
