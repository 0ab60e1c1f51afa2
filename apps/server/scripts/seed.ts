// Fills the catalogue for load tests: `npm run seed -- --products 100000`.
// Seeds the hand-written catalogue first (when empty), then adds synthetic products that reuse its pictures.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";
import { type Category, PRICE_BANDS } from "@hogar/shared";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/client.ts";
import {
  createCatalogRepository,
  type NewProduct,
  type NewProductImage,
} from "../src/modules/catalog/catalog.repository.ts";
import { CATALOGUE } from "../src/seed/catalogue-data.ts";
import { CATALOGUE_VIEWS, catalogueImageKeys } from "../src/seed/images/catalogue-images.ts";
import { SCENE_HEIGHT, SCENE_WIDTH } from "../src/seed/images/scenes.ts";
import { seedCatalogueIfEmpty } from "../src/seed/seed-catalogue.ts";
import type { FurnitureKind } from "../src/seed/seed-product.ts";
import { syntheticProduct } from "./synthetic-products.ts";

const BATCH = 1_000;
// A few batches in flight keep PostgreSQL busy while Node builds the next one.
const PARALLEL_BATCHES = 4;

const { values } = parseArgs({ options: { products: { type: "string", default: "0" } } });
const count = Number(values.products);
if (!Number.isInteger(count) || count < 0) {
  console.error("--products must be a whole number, e.g. --products 100000");
  process.exit(1);
}

const config = loadConfig(process.env);
const database = openDatabase(config.database);
const catalog = createCatalogRepository(database.db);
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

try {
  await database.migrate();
  const catalogue = await seedCatalogueIfEmpty(database.db, path.join(config.dataDir, "images"));
  console.log(
    catalogue.seeded ? `Catalogue seeded: ${catalogue.products} products` : "Catalogue already present",
  );

  // Every catalogue picture, grouped by the kind of piece it shows.
  const picturesOfKind = new Map<FurnitureKind, { key: string; view: string }[]>();
  const roomOfKind = new Map<FurnitureKind, Category>();
  for (const p of CATALOGUE) {
    const pictures = catalogueImageKeys(p.slug).map((key, n) => ({ key, view: CATALOGUE_VIEWS[n] ?? "" }));
    picturesOfKind.set(p.kind, [...(picturesOfKind.get(p.kind) ?? []), ...pictures]);
    roomOfKind.set(p.kind, p.category);
  }
  const kinds = [...roomOfKind.keys()];
  const now = Date.now();

  let next = 0;
  let done = 0;
  const insertBatches = async () => {
    while (next < count) {
      const from = next;
      next = Math.min(count, next + BATCH);
      const rows: NewProduct[] = [];
      const images: NewProductImage[] = [];
      for (let i = from; i < next; i++) {
        // Kind and price band cycle independently, so every kind appears in every band.
        const kind = kinds[i % kinds.length] ?? "sofa";
        const band = PRICE_BANDS[Math.floor(i / kinds.length) % PRICE_BANDS.length] ?? PRICE_BANDS[0];
        const product = syntheticProduct(i, kind, roomOfKind.get(kind) ?? "living room", band, now);
        const pictures = picturesOfKind.get(kind) ?? [];
        const picture = pictures[i % pictures.length] ?? { key: "", view: "" };
        const id = randomUUID();
        rows.push({ id, ...product });
        images.push({
          productId: id,
          position: 0,
          imageKey: picture.key,
          width: SCENE_WIDTH,
          height: SCENE_HEIGHT,
          alt: `${product.name}, ${picture.view}`,
        });
      }
      await database.db.transaction(async (tx) => {
        await catalog.insertProducts(tx, rows);
        await catalog.insertImages(tx, images);
      });
      done += rows.length;
      if (done % 10_000 === 0 || done === count) console.log(`${done} / ${count} products (${seconds()} s)`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_BATCHES }, insertBatches));
  if (count > 0) await catalog.settleAfterBulkLoad();
  console.log(`Done: ${count} synthetic products in ${seconds()} s`);
} finally {
  await database.close();
}
