import { randomUUID } from "node:crypto";
import { CATEGORIES } from "@hogar/shared";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { productImages, products } from "../db/schema/index.ts";
import { CATALOGUE, type SeedProduct } from "./catalogue-data.ts";
import { CATALOGUE_VIEWS, catalogueImageKeys, ensureCatalogueImages } from "./images/catalogue-images.ts";
import { SCENE_HEIGHT, SCENE_WIDTH } from "./images/scenes.ts";

// Any fixed number works; it only has to differ from the migration lock (727001).
const SEED_LOCK_ID = 727_002;
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
  await ensureCatalogueImages(CATALOGUE, imagesDir);
  if (await hasProducts(db)) return { seeded: false, products: 0 };

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
    return { row, images };
  });
  const rows = entries.map((e) => e.row);
  const images = entries.flatMap((e) => e.images);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (await hasProducts(tx)) return { seeded: false, products: 0 };
    await tx.insert(products).values(rows);
    await tx.insert(productImages).values(images);
    return { seeded: true, products: rows.length };
  });
}

async function hasProducts(db: Pick<Db, "select">): Promise<boolean> {
  const found = await db.select({ id: products.id }).from(products).limit(1);
  return found.length > 0;
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
