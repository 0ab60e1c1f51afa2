import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";

const seedDir = path.resolve(import.meta.dirname, "../../src/seed");

/**
 * A folder for the seeded catalogue's pictures that is kept between runs, named after the code and
 * data that draw them and sharp's version (docs/decisions/006): drawing all of them takes about
 * 25 s of CPU, and they change only when one of those does. Pictures already there are kept, so a
 * run draws only when the name is new.
 */
export function cachedCatalogueImagesDir(): string {
  const hash = createHash("sha256").update(JSON.stringify(sharp.versions));
  const files = readdirSync(seedDir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts"));
  for (const file of files.sort()) hash.update(file).update(readFileSync(path.join(seedDir, file)));
  return path.join(tmpdir(), "hogar-test-images", hash.digest("hex").slice(0, 16));
}
