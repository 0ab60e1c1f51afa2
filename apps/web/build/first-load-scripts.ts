import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";

/** The route modules the router loads for a signed-in page, outermost first (src/app/router.tsx). */
const SIGNED_IN_FRAME = ["src/app/layout/with-queries.tsx", "src/app/layout/require-auth.tsx"];

/**
 * Signed-in pages whose scripts index.html names for the server to send with the page (issue 20):
 * the pages a shopper lands on most. The journey "a signed-in page names the scripts its route needs"
 * checks that each names its own page's chunk and uses every script it names, so this table cannot
 * drift from the router unseen.
 */
export const FIRST_LOAD_PAGES: Record<string, string[]> = {
  // A signed-in shopper on the landing page goes on to the feed.
  "/": [...SIGNED_IN_FRAME, "src/app/routes/feed.tsx"],
  "/feed": [...SIGNED_IN_FRAME, "src/app/routes/feed.tsx"],
  "/product-details/:id": [...SIGNED_IN_FRAME, "src/app/routes/product-details.tsx"],
  "/search-products": [...SIGNED_IN_FRAME, "src/app/routes/search-products.tsx"],
  "/account/orders": [...SIGNED_IN_FRAME, "src/app/routes/orders.tsx"],
};

/** Where the build writes the table the server reads (apps/server/src/lib/first-load-scripts.ts). */
export const FIRST_LOAD_FILE = "first-load-scripts.json";

/** A chunk's file and those of every chunk it imports statically, which the browser fetches with it. */
function withImports(chunk: OutputChunk, bundle: OutputBundle, files: Set<string>) {
  if (files.has(chunk.fileName)) return;
  files.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === "chunk") withImports(imported, bundle, files);
  }
}

/**
 * Writes, for each page of FIRST_LOAD_PAGES, the scripts its route modules load beyond the entry's.
 * The app finds those only once its first script has run, one round trip after the page; named with
 * the page, a phone fetches them beside that script (docs/decisions/024).
 */
export function firstLoadScripts(): Plugin {
  return {
    name: "hogar-first-load-scripts",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
      const inEntry = new Set<string>();
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) withImports(entry, bundle, inEntry);
      const table = Object.fromEntries(
        Object.entries(FIRST_LOAD_PAGES).map(([page, modules]) => {
          const files = new Set<string>();
          for (const module of modules) {
            const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll("\\", "/").endsWith(module));
            if (!chunk) throw new Error(`${module} (for ${page}) is not a chunk of its own`);
            withImports(chunk, bundle, files);
          }
          return [page, [...files].filter((file) => !inEntry.has(file)).map((file) => `/${file}`)];
        }),
      );
      this.emitFile({ type: "asset", fileName: FIRST_LOAD_FILE, source: JSON.stringify(table, null, 2) });
    },
  };
}
