import { mkdir, readdir, rename } from "node:fs/promises";
import path from "node:path";
import { IMAGE_WIDTHS } from "@hogar/shared";
import sharp from "sharp";
import type { SeedProduct } from "../seed-product.ts";
import { DRAWINGS } from "./drawings.ts";
import { detailView, frontView, roomView, SCENE_HEIGHT, SCENE_WIDTH } from "./scenes.ts";
import { palette } from "./svg-kit.ts";

/** What each picture shows, in carousel order; used for alt text. */
export const CATALOGUE_VIEWS = ["front view", "close-up detail", "shown in a room"] as const;

// Two at a time: the brief allows two cores, and the server may be starting on the others.
const CONCURRENCY = 2;

/** The image keys of a product's first `views` views (all three by default). */
export function catalogueImageKeys(slug: string, views: number = CATALOGUE_VIEWS.length): string[] {
  return CATALOGUE_VIEWS.slice(0, views).map((_, i) => `${slug}-${i + 1}`);
}

/** Draws and writes every missing picture; pictures already on disk are kept as they are. */
export async function ensureCatalogueImages(
  products: (SeedProduct & { views?: number })[],
  imagesDir: string,
): Promise<void> {
  await mkdir(imagesDir, { recursive: true });
  const present = new Set(await readdir(imagesDir));
  const missing = products.flatMap((product) =>
    catalogueImageKeys(product.slug, product.views)
      .map((key, view) => ({ product, key, view }))
      .filter(({ key }) => IMAGE_WIDTHS.some((w) => !present.has(fileName(key, w)))),
  );
  let next = 0;
  const worker = async () => {
    for (let job = missing[next++]; job; job = missing[next++]) {
      await renderImage(sceneSvg(job.product, job.view), path.join(imagesDir, job.key));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

function fileName(key: string, width: number): string {
  return `${key}-${width}.webp`;
}

function sceneSvg(product: SeedProduct, view: number): string {
  const colors = palette(product.colors.main, product.colors.accent);
  const drawing = DRAWINGS[product.kind](colors);
  if (view === 0) return frontView(drawing);
  if (view === 1) return detailView(drawing, colors);
  return roomView(drawing, hash(product.slug));
}

/** Rasterises the SVG once at full size, then encodes each width from those pixels. */
async function renderImage(svg: string, stem: string): Promise<void> {
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  for (const width of IMAGE_WIDTHS) {
    const height = Math.round((width * SCENE_HEIGHT) / SCENE_WIDTH);
    const file = `${stem}-${width}.webp`;
    // Written under a temporary name and renamed, so a start that is interrupted never leaves
    // a half-written file that a later start would take as done.
    const partial = `${file}.${process.pid}.tmp`;
    await sharp(data, { raw: info }).resize(width, height).webp({ quality: 75, effort: 2 }).toFile(partial);
    await rename(partial, file);
  }
}

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}
