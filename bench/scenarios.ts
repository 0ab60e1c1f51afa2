import { fork } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type CpuPerRequest, measureCpu } from "./cpu.ts";
import { type LoadRequest, type LoadResult, runLoad } from "./load.ts";
import { readyShopper } from "./shoppers.ts";

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

const SHOPPERS = 100;
// Each shopper puts a few of their own products in the cart, as a real cart holds a handful.
const PRODUCTS_PER_SHOPPER = 5;
const ROOMS = ["living%20room", "bedroom", "bathroom", "kitchen"];
const SEARCH_TERMS = ["sofa", "oak chair", "lamp", "linen", "walnut table", "sofaa", "mirror", "stool"];
const SUGGESTION_TERMS = ["so", "sof", "lam", "oak", "chai", "tab", "mir", "velv"];

export interface ScenarioRow extends LoadResult {
  scenario: string;
  shareOfBaseline: number;
  cpu: CpuPerRequest | null;
}

/** A server under load: where it answers, and its process (with its workers) for the CPU it spends. */
export interface Served {
  url: string;
  pid?: number;
}

/** The bare Fastify route every row is compared with, in its own process like the shop. */
export async function startBaseline() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const child = fork(path.join(here, "baseline-server.ts"), [], { execArgv: ["--import", "tsx"] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (message) => resolve(Number(message)));
    child.once("exit", (code) => reject(new Error(`baseline exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill() };
}

export type Scenario = [name: string, request: (i: number) => LoadRequest];

/** Runs the shop's scenarios (`shopScenarios`) against `shop`, after the baseline. */
export async function runScenarios(baseline: Served, shop: Served, shopRequests: Scenario[]) {
  const scenarios: [string, Served, (i: number) => LoadRequest][] = [
    ["baseline: bare Fastify route", baseline, () => ({ path: "/" })],
    ...shopRequests.map(([scenario, request]): [string, Served, (i: number) => LoadRequest] => [
      scenario,
      shop,
      request,
    ]),
  ];
  const rows: ScenarioRow[] = [];
  for (const [scenario, server, request] of scenarios) {
    console.log(`  ${scenario} for ${SECONDS} s…`);
    const result = await measureCpu(server.pid, () => loadFor(server.url, request));
    const baselineRps = rows[0]?.requestsPerSecond ?? result.requestsPerSecond;
    rows.push({ scenario, ...result, shareOfBaseline: result.requestsPerSecond / baselineRps });
  }
  return rows;
}

function loadFor(url: string, request: (i: number) => LoadRequest) {
  return runLoad({ url, request, connections: CONNECTIONS, seconds: SECONDS });
}

/**
 * Each scenario's n-th request to the shop at `url`, for ready shoppers (signed up, address, card).
 * `productIds` are products on sale with stock enough that checkout never runs out; with fewer than
 * 500 the shoppers share them.
 */
export async function shopScenarios(url: string, productIds: string[]): Promise<Scenario[]> {
  const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, (_, n) => readyShopper(url, n)));
  const at = <T>(list: T[], i: number): T => list[i % list.length] as T;
  const cookie = (i: number) => ({ cookie: at(shoppers, i).cookie });
  const get =
    (paths: string[]) =>
    (i: number): LoadRequest => ({ path: at(paths, i), headers: cookie(i) });

  return [
    ["room listing (20 newest)", get(ROOMS.map((c) => `/api/products?category=${c}&pageSize=20`))],
    ["search", get(SEARCH_TERMS.map((q) => `/api/products?q=${encodeURIComponent(q)}`))],
    ["suggestions", get(SUGGESTION_TERMS.map((q) => `/api/search/suggestions?q=${encodeURIComponent(q)}`))],
    ["product (details page)", get(productIds.map((id) => `/api/products/${id}`))],
    [
      "add to cart",
      (i) => {
        const shopper = i % SHOPPERS;
        const slot = Math.floor(i / SHOPPERS) % PRODUCTS_PER_SHOPPER;
        return {
          path: `/api/cart/items/${at(productIds, shopper * PRODUCTS_PER_SHOPPER + slot)}`,
          method: "PUT",
          headers: { ...cookie(i), "content-type": "application/json", origin: url },
          body: JSON.stringify({ quantity: 1 + (i % 3) }),
        };
      },
    ],
    [
      "checkout (one product)",
      (i) => {
        const shopper = at(shoppers, i);
        return {
          path: "/api/orders",
          method: "POST",
          headers: {
            cookie: shopper.cookie,
            "content-type": "application/json",
            origin: url,
            "idempotency-key": randomUUID(),
          },
          body: JSON.stringify({
            source: "product",
            productId: at(productIds, i),
            quantity: 1,
            delivery: "tomorrow",
            addressId: shopper.addressId,
            cardId: shopper.cardId,
          }),
        };
      },
    ],
  ];
}
