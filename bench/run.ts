import { fork } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startServerProcess } from "../apps/server/test/helpers/server-process.ts";
import { prepareBenchDatabase, stockedProductIds } from "./database.ts";
import { type LoadResult, runLoad } from "./load.ts";

// npm run bench: the shop on PostgreSQL with a large catalogue against a bare Fastify route.
const here = path.dirname(fileURLToPath(import.meta.url));
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const SHOPPERS = 100;
// Each shopper puts a few of their own products in the cart, as a real cart holds a handful.
const PRODUCTS_PER_SHOPPER = 5;
const SEARCH_TERMS = ["sofa", "oak chair", "lamp", "linen", "walnut table", "sofaa", "mirror", "stool"];
const SUGGESTION_TERMS = ["so", "sof", "lam", "oak", "chai", "tab", "mir", "velv"];

async function startBaseline(port: number) {
  const child = fork(path.join(here, "baseline-server.ts"), [], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, PORT: String(port) },
  });
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`baseline exited with ${code}`)));
  });
  return child;
}

/** A shopper with an address and a card, so they can check out. */
async function readyShopper(url: string, n: number) {
  const cookie = await signUp(url, n);
  const post = async (path: string, body: object) => {
    const response = await fetch(`${url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url, cookie },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} failed: ${response.status}`);
    return (await response.json()).id as string;
  };
  const addressId = await post("/api/addresses", {
    country: "Mexico",
    fullName: `Bench ${n}`,
    streetAndNumber: "Reforma 1",
    postalCode: "06600",
    phone: "5512345678",
  });
  const cardId = await post("/api/cards", {
    number: "4242424242424242",
    holderName: "Bench",
    month: "12",
    year: "39",
    ccv: "123",
  });
  return { cookie, addressId, cardId };
}

async function signUp(url: string, n: number): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({
      name: "Bench",
      email: `bench-${Date.now()}-${n}@example.com`,
      password: "Bench2024x",
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

interface Row extends LoadResult {
  scenario: string;
  shareOfBaseline: number;
}

function printTable(rows: Row[]) {
  const header = ["scenario", "req/s", "p50 ms", "p95 ms", "p99 ms", "errors", "of baseline"];
  const lines = rows.map((r) => [
    r.scenario,
    String(r.requestsPerSecond),
    String(r.p50),
    String(r.p95),
    String(r.p99),
    String(r.errors),
    `${Math.round(r.shareOfBaseline * 100)}%`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  console.log(`\n${format(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const line of lines) console.log(format(line));
}

async function main() {
  const databaseUrl = await prepareBenchDatabase(SERVER_URL, "hogar_bench", PRODUCTS);
  const baseline = await startBaseline(3990);
  const shop = await startServerProcess({
    DATABASE_URL: databaseUrl,
    NODE_ENV: "production",
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123",
    DATA_DIR: path.join(here, "..", "data"),
  });
  try {
    const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, (_, n) => readyShopper(shop.url, n)));
    const cookies = shoppers.map((s) => s.cookie);
    const productIds = await stockedProductIds(databaseUrl, SHOPPERS * PRODUCTS_PER_SHOPPER);
    const signedIn = (index: number) => ({ cookie: cookies[index % cookies.length] ?? "" });
    const load = (url: string, paths: string[]) =>
      runLoad({
        url,
        request: (i) => ({ path: paths[i % paths.length] ?? "/", headers: signedIn(i) }),
        connections: CONNECTIONS,
        seconds: SECONDS,
      });
    const rooms = ["living%20room", "bedroom", "bathroom", "kitchen"];
    const scenarios: [string, () => Promise<LoadResult>][] = [
      ["baseline: bare Fastify route", () => load("http://127.0.0.1:3990", ["/"])],
      [
        "room listing (20 newest)",
        () =>
          load(
            shop.url,
            rooms.map((c) => `/api/products?category=${c}&pageSize=20`),
          ),
      ],
      [
        "search",
        () =>
          load(
            shop.url,
            SEARCH_TERMS.map((q) => `/api/products?q=${encodeURIComponent(q)}`),
          ),
      ],
      [
        "suggestions",
        () =>
          load(
            shop.url,
            SUGGESTION_TERMS.map((q) => `/api/search/suggestions?q=${encodeURIComponent(q)}`),
          ),
      ],
      [
        "add to cart",
        () =>
          runLoad({
            url: shop.url,
            request: (i) => ({
              path: `/api/cart/items/${productIds[(i % SHOPPERS) * PRODUCTS_PER_SHOPPER + (((i / SHOPPERS) | 0) % PRODUCTS_PER_SHOPPER)]}`,
              method: "PUT",
              headers: { ...signedIn(i), "content-type": "application/json" },
              body: JSON.stringify({ quantity: 1 + (i % 3) }),
            }),
            connections: CONNECTIONS,
            seconds: SECONDS,
          }),
      ],
      [
        "checkout (one product)",
        () =>
          runLoad({
            url: shop.url,
            request: (i) => {
              const shopper = shoppers[i % SHOPPERS];
              return {
                path: "/api/orders",
                method: "POST",
                headers: {
                  cookie: shopper?.cookie ?? "",
                  "content-type": "application/json",
                  "idempotency-key": randomUUID(),
                },
                body: JSON.stringify({
                  source: "product",
                  productId: productIds[i % productIds.length],
                  quantity: 1,
                  delivery: "tomorrow",
                  addressId: shopper?.addressId,
                  cardId: shopper?.cardId,
                }),
              };
            },
            connections: CONNECTIONS,
            seconds: SECONDS,
          }),
      ],
    ];
    const rows: Row[] = [];
    for (const [scenario, run] of scenarios) {
      console.log(`Running ${scenario} for ${SECONDS} s…`);
      const result = await run();
      const baselineRps = rows[0]?.requestsPerSecond ?? result.requestsPerSecond;
      rows.push({ scenario, ...result, shareOfBaseline: result.requestsPerSecond / baselineRps });
    }
    printTable(rows);
    mkdirSync(path.join(here, "results"), { recursive: true });
    const report = {
      date: new Date().toISOString(),
      products: PRODUCTS,
      seconds: SECONDS,
      connections: CONNECTIONS,
      rows,
    };
    writeFileSync(path.join(here, "results", "latest.json"), `${JSON.stringify(report, null, 2)}\n`);
    console.log("\nWritten to bench/results/latest.json");
  } finally {
    await shop.stop();
    baseline.kill();
  }
}

await main();
