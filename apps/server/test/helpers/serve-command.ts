import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The root package.json's `serve` script, `node <flags> apps/server/src/main.ts`: what `npm start` runs
 * after the build. The bench and the journeys start the shop with it, so they run it with the same
 * heap limit (docs/decisions/003) and loader.
 */
export function serveCommand(): string {
  const rootPackage = path.resolve(import.meta.dirname, "../../../../package.json");
  return JSON.parse(readFileSync(rootPackage, "utf8")).scripts.serve;
}

/** The flags of that command (between `node` and the main file). */
export function serveFlags(): string[] {
  return serveCommand().split(" ").slice(1, -1);
}
