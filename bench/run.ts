import { benchPages } from "./pages.ts";
import { printPages, printScenarios, saveResults } from "./report.ts";
import { CONNECTIONS, SECONDS } from "./scenarios.ts";
import { benchEmbedded, benchPostgres, PRODUCTS } from "./server.ts";

// npm run bench: the API on PostgreSQL with a large catalogue and on the embedded database, then the
// pages in Lighthouse. BENCH_ONLY=server|embedded|pages (comma-separated) runs just those parts.
const PARTS = ["server", "embedded", "pages"];
const only = process.env.BENCH_ONLY?.split(",").map((p) => p.trim()) ?? PARTS;
const unknown = only.filter((p) => !PARTS.includes(p));
if (unknown.length)
  throw new Error(`BENCH_ONLY: unknown part ${unknown.join(", ")}; use ${PARTS.join(", ")}`);
const load = { seconds: SECONDS, connections: CONNECTIONS };

if (only.includes("server")) {
  console.log(`Server on PostgreSQL, ${PRODUCTS.toLocaleString("en-US")} products:`);
  const rows = await benchPostgres();
  printScenarios(
    `Server on PostgreSQL (${PRODUCTS.toLocaleString("en-US")} products, ${SECONDS} s each)`,
    rows,
  );
  saveResults("server", { products: PRODUCTS, ...load, rows });
}
if (only.includes("embedded")) {
  console.log("\nServer on the embedded database (PGlite), seeded catalogue:");
  const rows = await benchEmbedded();
  printScenarios(`Server on PGlite (seeded catalogue, ${SECONDS} s each)`, rows);
  saveResults("embedded", { ...load, rows });
}
if (only.includes("pages")) {
  console.log("\nPages:");
  const { rows, loads } = await benchPages();
  printPages(rows, loads);
  saveResults("pages", { rows, firstLoad: loads });
}
console.log("\nWritten to bench/results/latest.json");
