import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { CpuPerRequest } from "./cpu.ts";
import type { LimitRow } from "./database-limit.ts";
import type { FirstLoadRow, PageRow } from "./pages.ts";
import type { ScenarioRow } from "./scenarios.ts";

const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "results");

// The aims of issue 8, printed next to the figures they judge.
const AIMS = {
  searchP95Ms: 25,
  addToCartRps: 1_500,
  checkoutOrdersPerSecond: 200,
  mobilePerformance: 95,
  // Issue 20: each page on a phone within these too.
  mobileLcpMs: 2_500,
  mobileTbtMs: 150,
  accessibility: 100,
  bestPractices: 100,
  cls: 0.05,
  landingJsKb: 100,
  // Issue 20: the shop's share of its database limit, and checkout's orders per second.
  shareOfDatabaseLimit: 0.5,
  checkoutOrdersPerSecondOnPostgres: 300,
};

const verdict = (met: boolean, aim: string) => `${aim}: ${met ? "met" : "MISSED"}`;
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

export function printTable(title: string, header: string[], lines: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  // Text columns (first and last) left-aligned, figures right-aligned.
  const format = (cells: string[]) =>
    cells
      .map((c, i) =>
        i === 0 || i === cells.length - 1 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0),
      )
      .join("  ")
      .trimEnd();
  console.log(`\n${title}\n\n${format(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const line of lines) console.log(format(line));
}

function scenarioAim(row: ScenarioRow): string {
  // Only answers that succeeded count as served (a refused checkout is not an order).
  const okPerSecond = row.requestsPerSecond * (1 - row.errors / Math.max(1, row.requests));
  if (row.scenario === "search") return verdict(row.p95 < AIMS.searchP95Ms, `p95 < ${AIMS.searchP95Ms} ms`);
  if (row.scenario === "add to cart")
    return verdict(okPerSecond >= AIMS.addToCartRps, `${AIMS.addToCartRps.toLocaleString("en-US")}+ req/s`);
  if (row.scenario.startsWith("checkout"))
    return verdict(okPerSecond >= AIMS.checkoutOrdersPerSecond, `${AIMS.checkoutOrdersPerSecond}+ orders/s`);
  return "";
}

// CPU milliseconds per request (bench/cpu.ts): the server's, PostgreSQL's, the load generator's.
const CPU_COLUMNS: [string, (cpu: CpuPerRequest) => number][] = [
  ["server CPU ms", (cpu) => cpu.serverMs],
  ["PostgreSQL CPU ms", (cpu) => cpu.postgresMs],
  ["load CPU ms", (cpu) => cpu.loadMs],
];

export function printScenarios(title: string, rows: ScenarioRow[]) {
  printTable(
    title,
    [
      "scenario",
      "req/s",
      "p50 ms",
      "p95 ms",
      "p99 ms",
      "errors",
      "of baseline",
      ...CPU_COLUMNS.map(([name]) => name),
      "aim",
    ],
    rows.map((r) => [
      r.scenario,
      String(r.requestsPerSecond),
      String(r.p50),
      String(r.p95),
      String(r.p99),
      String(r.errors),
      `${Math.round(r.shareOfBaseline * 100)}%`,
      ...CPU_COLUMNS.map(([, of]) => (r.cpu ? of(r.cpu).toFixed(2) : "")),
      scenarioAim(r),
    ]),
  );
}

function limitAim(row: LimitRow): string {
  if (row.scenario.startsWith("checkout")) {
    const aim = AIMS.checkoutOrdersPerSecondOnPostgres;
    return verdict(row.shopRequestsPerSecond >= aim, `shop ${aim}+ orders/s`);
  }
  const share = AIMS.shareOfDatabaseLimit;
  return verdict(row.shopShare >= share, `shop at ${share * 100}%+ of the limit`);
}

export function printDatabaseLimits(rows: LimitRow[]) {
  printTable(
    "Database limit: each scenario's statements and parameters, replayed by bare node-postgres clients (writes rolled back)",
    ["scenario", "statements", "limit req/s", "limit p95 ms", "errors", "shop req/s", "shop share", "aim"],
    rows.map((r) => [
      r.scenario,
      String(r.statementsPerRequest),
      String(r.requestsPerSecond),
      String(r.p95),
      String(r.errors),
      String(r.shopRequestsPerSecond),
      `${Math.round(r.shopShare * 100)}%`,
      limitAim(r),
    ]),
  );
  for (const r of rows.filter((row) => row.firstError)) console.log(`  ${r.scenario}: ${r.firstError}`);
}

function pageMisses(r: PageRow): string {
  if (r.error) return `Lighthouse failed: ${r.error}`;
  const misses = [
    r.preset === "mobile" &&
      r.performance < AIMS.mobilePerformance &&
      `performance < ${AIMS.mobilePerformance}`,
    r.preset === "mobile" && r.lcpMs > AIMS.mobileLcpMs && `LCP > ${AIMS.mobileLcpMs} ms`,
    r.preset === "mobile" && r.tbtMs > AIMS.mobileTbtMs && `TBT > ${AIMS.mobileTbtMs} ms`,
    r.accessibility < AIMS.accessibility && `accessibility < ${AIMS.accessibility}`,
    r.bestPractices < AIMS.bestPractices && `best practices < ${AIMS.bestPractices}`,
    r.cls >= AIMS.cls && `CLS >= ${AIMS.cls}`,
  ].filter(Boolean);
  return misses.length ? `MISSED ${misses.join(", ")}` : "met";
}

export function printPages(rows: PageRow[], loads: FirstLoadRow[]) {
  printTable(
    `Pages (Lighthouse 12, the median of each mobile page's runs). Aims: performance ${AIMS.mobilePerformance}+, LCP ≤ ${AIMS.mobileLcpMs} ms and TBT ≤ ${AIMS.mobileTbtMs} ms on mobile, accessibility ${AIMS.accessibility}, best practices ${AIMS.bestPractices}, CLS < ${AIMS.cls}`,
    ["page", "preset", "ends on", "perf", "a11y", "best pr.", "LCP ms", "TBT ms", "CLS", "aims"],
    rows.map((r) => [
      r.page,
      r.preset,
      r.finalUrl.length > 24 ? `${r.finalUrl.slice(0, 23)}…` : r.finalUrl,
      String(r.performance),
      String(r.accessibility),
      String(r.bestPractices),
      String(r.lcpMs),
      String(r.tbtMs),
      r.cls.toFixed(3),
      pageMisses(r),
    ]),
  );
  const repeated = rows.filter((row) => row.preset === "mobile" && row.spread.runs > 1);
  if (repeated.length) console.log("\nMobile runs, lowest to highest:");
  for (const r of repeated) {
    const { runs, lcpMs, tbtMs } = r.spread;
    console.log(`  ${r.page}: ${runs} runs, LCP ${lcpMs[0]}-${lcpMs[1]} ms, TBT ${tbtMs[0]}-${tbtMs[1]} ms`);
  }
  const failing = rows.filter((r) => r.failing.length > 0);
  if (failing.length) console.log("\nAudits under 0.9:");
  for (const r of failing) console.log(`  ${r.page} (${r.preset}): ${r.failing.join(", ")}`);
  printTable(
    `First load (the files Lighthouse saw requested, gzip). Aim: / under ${AIMS.landingJsKb} kB of JavaScript`,
    ["page", "scripts", "JS kB", "CSS kB", "aim"],
    loads.map((l) => [
      l.page,
      String(l.scripts.length),
      kb(l.jsGzipBytes),
      kb(l.cssGzipBytes),
      l.page === "/ signed out"
        ? verdict(l.jsGzipBytes < AIMS.landingJsKb * 1000, `< ${AIMS.landingJsKb} kB JS`)
        : "",
    ]),
  );
}

export const LATEST_FILE = path.join(resultsDir, "latest.json");

/** Adds one part's figures to bench/results/latest.json, keeping the parts not run this time. */
export function saveResults(part: string, figures: object) {
  mkdirSync(resultsDir, { recursive: true });
  const previous = existsSync(LATEST_FILE) ? JSON.parse(readFileSync(LATEST_FILE, "utf8")) : {};
  const report = { ...previous, [part]: { date: new Date().toISOString(), ...figures } };
  writeFileSync(LATEST_FILE, `${JSON.stringify(report, null, 2)}\n`);
}
