import { existsSync } from "node:fs";
import path from "node:path";
import { IMAGE_WIDTHS, PRICE_BANDS } from "@hogar/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productImages, products } from "../src/db/schema/index.ts";
import { CATALOGUE } from "../src/seed/catalogue-data.ts";
import { seedCatalogueIfEmpty } from "../src/seed/seed-catalogue.ts";
import { cachedCatalogueImagesDir } from "./helpers/catalogue-images-cache.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

let t: TestApp;
const imagesDir = cachedCatalogueImagesDir();
beforeAll(async () => {
  t = await buildTestApp();
}, 120_000);
afterAll(() => t.close());

describe("the seeded catalogue", () => {
  it("has at least 16 products per room, prices in every band of every room and sold-out products", () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(64);
    for (const room of ["living room", "bedroom", "bathroom", "kitchen"]) {
      const inRoom = CATALOGUE.filter((p) => p.category === room);
      expect(inRoom.length).toBeGreaterThanOrEqual(16);
      for (const band of PRICE_BANDS) {
        const max = "maxPrice" in band ? band.maxPrice * 100 : Number.POSITIVE_INFINITY;
        expect(inRoom.some((p) => p.priceCents >= band.minPrice * 100 && p.priceCents <= max)).toBe(true);
      }
    }
    expect(CATALOGUE.filter((p) => p.priceCents > 1_000_000).length).toBeGreaterThanOrEqual(2);
    expect(CATALOGUE.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(2);
    for (const p of CATALOGUE)
      expect(p.description.split(/[.!?](\s|$)/).filter((s) => s.trim()).length).toBeGreaterThanOrEqual(2);
  });

  it("is loaded once, with three served images per product in every width", async () => {
    const first = await seedCatalogueIfEmpty(t.database.db, imagesDir);
    expect(first).toEqual({ seeded: true, products: CATALOGUE.length });
    const again = await seedCatalogueIfEmpty(t.database.db, imagesDir);
    expect(again.seeded).toBe(false);

    const [count] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(count?.n).toBe(CATALOGUE.length);
    const images = await t.database.db.select().from(productImages);
    expect(images).toHaveLength(CATALOGUE.length * 3);
    for (const image of images) {
      for (const width of IMAGE_WIDTHS)
        expect(existsSync(path.join(imagesDir, `${image.imageKey}-${width}.webp`))).toBe(true);
    }
  }, 120_000);
});
