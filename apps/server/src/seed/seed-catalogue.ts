import { randomUUID } from "node:crypto";
import { CATEGORIES } from "@hogar/shared";
import type { Db } from "../db/client.ts";
import { createCatalogRepository } from "../modules/catalog/catalog.repository.ts";
import { createVariantsRepository } from "../modules/catalog/product-variants.repository.ts";
import { CATALOGUE, type SeedProduct } from "./catalogue-data.ts";
import { seedVariantRows, variantDrawings } from "./catalogue-variants.ts";
import { CATALOGUE_VIEWS, catalogueImageKeys, ensureCatalogueImages } from "./images/catalogue-images.ts";
import { SCENE_HEIGHT, SCENE_WIDTH } from "./images/scenes.ts";
import { factsColumns } from "./seed-product.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const SPREAD_DAYS = 60;

/**
 * Draws the catalogue pictures that are missing, then fills an empty catalogue.
 * Processes starting together on one PostgreSQL queue on the advisory lock, and only the first
 * finds the table empty.
 */
export async function seedCatalogueIfEmpty(
  db: Db,
  imagesDir: string,
): Promise<{ seeded: boolean; products: number }> {
  const catalog = createCatalogRepository(db);
  const variantsRepository = createVariantsRepository(db);
  await ensureCatalogueImages([...CATALOGUE, ...variantDrawings(CATALOGUE)], imagesDir);
  if (await catalog.hasAnyProduct()) return { seeded: false, products: 0 };

  const now = Date.now();
  const ranks = interleavedRanks(CATALOGUE);
  const entries = CATALOGUE.map((p, i) => {
    const id = randomUUID();
    const createdAt = new Date(now - (SPREAD_DAYS * DAY_MS * (ranks[i] ?? 0)) / CATALOGUE.length);
    const row = {
      id,
      name: p.name,
      description: p.description,
      priceCents: p.priceCents,
      category: p.category,
      stock: p.stock,
      ...factsColumns(p.facts),
      createdAt,
      updatedAt: createdAt,
    };
    const images = catalogueImageKeys(p.slug).map((imageKey, position) => ({
      productId: id,
      position,
      imageKey,
      width: SCENE_WIDTH,
      height: SCENE_HEIGHT,
      alt: `${p.name}, ${CATALOGUE_VIEWS[position]}`,
    }));
    const variants = seedVariantRows(p.slug, id, p.name, images.length);
    // A product with variants costs its cheapest and holds their summed stock (issue 19).
    const sold = variants.variants;
    const derived =
      sold.length > 0
        ? {
            optionNames: variants.optionNames,
            priceCents: Math.min(...sold.map((v) => v.priceCents)),
            stock: sold.reduce((sum, v) => sum + v.stock, 0),
          }
        : {};
    return { row: { ...row, ...derived }, images, variants };
  });
  const rows = entries.map((e) => e.row);
  const images = entries.flatMap((e) => e.images);
  const variants = entries.flatMap((e) => e.variants.variants);
  const variantImages = entries.flatMap((e) => e.variants.images);

  return db.transaction(async (tx) => {
    await catalog.lockSeeding(tx);
    if (await catalog.hasAnyProduct(tx)) return { seeded: false, products: 0 };
    await catalog.insertProducts(tx, rows);
    await catalog.insertImages(tx, images);
    for (const variant of variants) await variantsRepository.insert(tx, variant);
    await catalog.insertImages(tx, variantImages);
    return { seeded: true, products: rows.length };
  });
}

/**
 * Age ranks (0 = newest) that deal the rooms out in turn, so the newest products are a mix of
 * rooms rather than the whole of the last room in the list.
 */
function interleavedRanks(list: SeedProduct[]): number[] {
  const turns = new Map<string, number>();
  const order = list.map((p, index) => {
    const turn = turns.get(p.category) ?? 0;
    turns.set(p.category, turn + 1);
    return { index, turn, room: CATEGORIES.indexOf(p.category) };
  });
  order.sort((a, b) => a.turn - b.turn || a.room - b.room);
  const ranks = new Array<number>(list.length).fill(0);
  order.forEach(({ index }, rank) => {
    ranks[index] = rank;
  });
  return ranks;
}
