import { existsSync } from "node:fs";
import path from "node:path";
import { IMAGE_WIDTHS, PRICE_BANDS, PRODUCT_LIMITS } from "@hogar/shared";
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
    // Three of each product's own, plus the pictures of its variants (issue 19).
    expect(images.filter((image) => image.variantId === null)).toHaveLength(CATALOGUE.length * 3);
    for (const image of images) {
      for (const width of IMAGE_WIDTHS)
        expect(existsSync(path.join(imagesDir, `${image.imageKey}-${width}.webp`))).toBe(true);
    }
  }, 120_000);

  it("sells a few products in variants, each product priced from its cheapest and stocked with their sum", async () => {
    type VariantRow = {
      name: string;
      option_names: string[];
      price_cents: number;
      stock: number;
      skus: string[];
      cheapest: number;
      total: number;
    };
    const rows = await t.database.db.execute<VariantRow>(sql`
      select p.name, p.option_names, p.price_cents, p.stock, array_agg(v.sku order by v.position) as skus,
        min(v.price_cents) as cheapest, sum(v.stock)::int as total
      from products p join product_variants v on v.product_id = p.id
      group by p.id order by p.name`);
    const found = (rows as unknown as { rows: VariantRow[] }).rows;
    expect(found.map((r) => [r.name, r.option_names, r.skus])).toEqual([
      ["Nilo Boucle Accent Chair", ["Fabric", "Size"], ["NILO-CRM-1", "NILO-SGE-1", "NILO-SGE-2"]],
      ["Pluma Feather Pillow Pair", ["Size"], ["PLUMA-STD", "PLUMA-QN", "PLUMA-KG"]],
    ]);
    for (const r of found) expect([r.price_cents, r.stock]).toEqual([Number(r.cheapest), r.total]);
    const variantPictures = await t.database.db
      .select()
      .from(productImages)
      .where(sql`${productImages.variantId} is not null`);
    // The sage chairs' front and close-up each; every other variant shows its product's own pictures.
    expect(variantPictures.map((p) => p.imageKey).sort()).toEqual([
      "nilo-boucle-accent-chair-nilo-sge-1-1",
      "nilo-boucle-accent-chair-nilo-sge-1-2",
      "nilo-boucle-accent-chair-nilo-sge-2-1",
      "nilo-boucle-accent-chair-nilo-sge-2-2",
    ]);
  });

  it("gives no product more pictures than an admin may save (docs/product.md 37)", async () => {
    const rows = await t.database.db
      .select({ name: products.name, pictures: sql<number>`count(*)::int` })
      .from(productImages)
      .innerJoin(products, sql`${products.id} = ${productImages.productId}`)
      .groupBy(products.id);
    expect(rows.filter((row) => row.pictures > PRODUCT_LIMITS.imagesMax)).toEqual([]);
  });
});
