import { type Figure, printAgainstBaseline, updateBaselineIfAsked } from "./baseline.ts";
import type { LimitRow } from "./database-limit.ts";
import {
  benchFinding,
  FINDING_CONNECTIONS,
  FINDING_SECONDS,
  type FindingRow,
  printFinding,
} from "./finding.ts";
import { benchPages, type FirstLoadRow, type PageRow } from "./pages.ts";
import { benchRelevancePlans, printRelevancePlans } from "./relevance-plans.ts";
import { LATEST_FILE, printDatabaseLimits, printPages, printScenarios, saveResults } from "./report.ts";
import { CONNECTIONS, type ScenarioRow, SECONDS } from "./scenarios.ts";
import { benchEmbedded, benchPostgres, PRODUCTS, SHOP_PROCESSES } from "./server.ts";
import { benchSoak, printSoak, SOAK_MINUTES } from "./soak.ts";

// npm run bench: the API on PostgreSQL with a large catalogue and on the embedded database, then the
// pages in Lighthouse, and finding (every sort × filter combination on PostgreSQL).
// BENCH_ONLY=server|embedded|pages|finding|relevance|soak (comma-separated) runs just those parts.
// BENCH_SOAK_MINUTES=N runs the soak alone: every shop scenario mixed for N minutes.
const PARTS = ["server", "embedded", "pages", "finding", "relevance", "soak"];
const only =
  process.env.BENCH_ONLY?.split(",").map((p) => p.trim()) ??
  (SOAK_MINUTES > 0 ? ["soak"] : PARTS.filter((p) => p !== "soak"));
const unknown = only.filter((p) => !PARTS.includes(p));
if (unknown.length)
  throw new Error(`BENCH_ONLY: unknown part ${unknown.join(", ")}; use ${PARTS.join(", ")}`);
if (only.includes("soak") && !(SOAK_MINUTES > 0))
  throw new Error("The soak needs BENCH_SOAK_MINUTES, a whole number of minutes above 0");
const load = { seconds: SECONDS, connections: CONNECTIONS };

const SCENARIO_FIGURES: Figure<ScenarioRow>[] = [
  { name: "req/s", of: (r) => r.requestsPerSecond, higherIsBetter: true },
  { name: "p95 ms", of: (r) => r.p95, higherIsBetter: false },
  { name: "server CPU ms", of: (r) => r.cpu?.serverMs, higherIsBetter: false },
];
const LIMIT_FIGURES: Figure<LimitRow>[] = [
  { name: "limit req/s", of: (r) => r.requestsPerSecond, higherIsBetter: true },
  { name: "shop share %", of: (r) => Math.round(r.shopShare * 100), higherIsBetter: true },
];
const FINDING_FIGURES: Figure<FindingRow>[] = [{ name: "p95 ms", of: (r) => r.p95, higherIsBetter: false }];
const PAGE_FIGURES: Figure<PageRow>[] = [
  { name: "performance", of: (r) => r.performance, higherIsBetter: true },
  { name: "LCP ms", of: (r) => r.lcpMs, higherIsBetter: false },
  { name: "TBT ms", of: (r) => r.tbtMs, higherIsBetter: false },
];
const LOAD_FIGURES: Figure<FirstLoadRow>[] = [
  { name: "JS gzip bytes", of: (r) => r.jsGzipBytes, higherIsBetter: false },
];

if (only.includes("server")) {
  console.log(
    `Server on PostgreSQL, ${PRODUCTS.toLocaleString("en-US")} products, ${SHOP_PROCESSES} shop processes:`,
  );
  const { rows, mailWaitingAfterCheckout, limits } = await benchPostgres();
  printScenarios(
    `Server on PostgreSQL (${PRODUCTS.toLocaleString("en-US")} products, ${SHOP_PROCESSES} shop processes, ${SECONDS} s each)`,
    rows,
  );
  const orders = rows.find((r) => r.scenario.startsWith("checkout"))?.requests ?? 0;
  console.log(
    `Mail still queued as checkout's load ended: ${mailWaitingAfterCheckout} (${orders} orders placed)`,
  );
  printDatabaseLimits(limits);
  saveResults("server", { products: PRODUCTS, ...load, rows, mailWaitingAfterCheckout, limits });
  printAgainstBaseline("server", "rows", rows, (r) => r.scenario, SCENARIO_FIGURES);
  printAgainstBaseline("server", "limits", limits, (r) => r.scenario, LIMIT_FIGURES);
}
if (only.includes("embedded")) {
  console.log("\nServer on the embedded database (PGlite), seeded catalogue:");
  const rows = await benchEmbedded();
  printScenarios(`Server on PGlite (seeded catalogue, ${SECONDS} s each)`, rows);
  saveResults("embedded", { ...load, rows });
  printAgainstBaseline("embedded", "rows", rows, (r) => r.scenario, SCENARIO_FIGURES);
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
  printAgainstBaseline("finding", "rows", rows, (r) => `${r.sort} ${r.filters}`, FINDING_FIGURES);
}
if (only.includes("relevance")) {
  console.log(`\nRelevance search plans on PostgreSQL, ${PRODUCTS.toLocaleString("en-US")} products:`);
  const rows = await benchRelevancePlans();
  printRelevancePlans(rows);
  saveResults("relevance", { products: PRODUCTS, rows });
}
if (only.includes("pages")) {
  console.log("\nPages:");
  const { rows, loads } = await benchPages();
  printPages(rows, loads);
  saveResults("pages", { rows, firstLoad: loads });
  printAgainstBaseline("pages", "rows", rows, (r) => `${r.page} (${r.preset})`, PAGE_FIGURES);
  printAgainstBaseline("pages", "firstLoad", loads, (r) => r.page, LOAD_FIGURES);
}
if (only.includes("soak")) {
  console.log(`\nSoak on PostgreSQL, ${PRODUCTS.toLocaleString("en-US")} products, ${SOAK_MINUTES} min:`);
  const minutes = await benchSoak();
  printSoak(minutes);
  saveResults("soak", { products: PRODUCTS, connections: CONNECTIONS, minutes });
}
console.log("\nWritten to bench/results/latest.json");
updateBaselineIfAsked(LATEST_FILE);
