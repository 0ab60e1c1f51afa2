import { benchFinding, FINDING_CONNECTIONS, FINDING_SECONDS, printFinding } from "./finding.ts";
import { benchPages } from "./pages.ts";
import { printPages, printScenarios, saveResults } from "./report.ts";
import { CONNECTIONS, SECONDS } from "./scenarios.ts";
import { benchEmbedded, benchPostgres, PRODUCTS } from "./server.ts";

// npm run bench: the API on PostgreSQL with a large catalogue and on the embedded database, then the
// pages in Lighthouse, and finding (every sort × filter combination on PostgreSQL).
// BENCH_ONLY=server|embedded|pages|finding (comma-separated) runs just those parts.
const PARTS = ["server", "embedded", "pages", "finding"];
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
if (only.includes("finding")) {
  console.log(`\nFinding products on PostgreSQL, ${PRODUCTS.toLocaleString("en-US")} products:`);
  const rows = await benchFinding();
  printFinding(rows);
  saveResults("finding", {
    products: PRODUCTS,
    seconds: FINDING_SECONDS,
    connections: FINDING_CONNECTIONS,
    rows,
  });
}
if (only.includes("pages")) {
  console.log("\nPages:");
  const { rows, loads } = await benchPages();
  printPages(rows, loads);
  saveResults("pages", { rows, firstLoad: loads });
}
console.log("\nWritten to bench/results/latest.json");
