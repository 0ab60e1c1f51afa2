import { readFileSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, readyShopper } from "./helpers/http-shopper.ts";
import { type ServerProcess, startServerProcess } from "./helpers/server-process.ts";
import { createTestDatabase, type TestDatabase } from "./helpers/test-database.ts";
import { waitFor } from "./helpers/wait-for.ts";

// The shop served by several processes on PostgreSQL (docs/decisions/025): a primary and its workers.

const METRICS_TOKEN = "metrics-token-for-the-processes-test";
let database: TestDatabase;
let databaseUrl: string;
let shop: ServerProcess;

/** A shop of two processes on the test database. */
const twoProcesses = (env: Record<string, string> = {}) =>
  startServerProcess({
    DATABASE_URL: databaseUrl,
    SHOP_PROCESSES: "2",
    METRICS_TOKEN,
    AUTH_SECRET: "a-shared-secret-for-every-process-0123456789",
    PAYMENTS_WEBHOOK_SECRET: "a-shared-webhook-secret-for-every-process-0123",
    ...env,
  });

/** The processes the primary started (Linux lists a process's children in /proc). */
function workersOf(pid: number): number[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
  return children ? children.split(" ").map(Number) : [];
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A GET on a connection of its own, so the primary hands each one to the next worker. */
function getOnNewConnection(url: string, cookie = ""): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, { agent: false, headers: { cookie } }, (response) => {
      let body = "";
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on("error", reject)
      .end();
  });
}

/** The same GET on ten new connections: five to each worker. */
const getTenTimes = (url: string, cookie = "") =>
  Promise.all(Array.from({ length: 10 }, () => getOnNewConnection(url, cookie)));

async function metricsText(): Promise<string> {
  const response = await fetch(`${shop.url}/api/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(response.status).toBe(200);
  return response.text();
}

/** GET /api/health's answers counted by each worker (its `worker` label), as one scrape reports them. */
function healthAnswers(metrics: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of metrics.split("\n")) {
    if (!line.startsWith("http_requests_total{") || !line.includes('route="/api/health"')) continue;
    const worker = /worker="(\d+)"/.exec(line)?.[1] ?? "none";
    counts.set(worker, (counts.get(worker) ?? 0) + Number(line.split(" ").at(-1)));
  }
  return counts;
}

const sum = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);

beforeAll(async () => {
  database = await createTestDatabase();
  if (database.config.kind !== "postgres") throw new Error("this test needs PostgreSQL");
  databaseUrl = database.config.url;
  shop = await twoProcesses();
  // The primary hands connections only to workers that listen: once a scrape shows both answering,
  // both are serving.
  await waitFor(async () => {
    await getTenTimes(`${shop.url}/api/health`);
    return healthAnswers(await metricsText()).size === 2;
  }, "both workers answering");
}, 120_000);

afterAll(async () => {
  if (shop?.child.exitCode === null) shop.child.kill("SIGKILL");
  await database?.drop();
});

describe("several processes on PostgreSQL", () => {
  it("answers from two workers, and its metrics count the requests of both", async () => {
    const before = healthAnswers(await metricsText());
    const answers = await getTenTimes(`${shop.url}/api/health`);
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    // Each worker counts only what it answered; one scrape, answered by one of them, reports both.
    const after = healthAnswers(await metricsText());
    expect(sum(after) - sum(before)).toBe(10);
    for (const [worker, count] of after) expect(count).toBeGreaterThan(before.get(worker) ?? 0);
  });

  it("shows an admin's change at once in every worker's searches", async () => {
    const admin = await readyShopper(shop.url, 900);
    const sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
    await sql.query("update users set role = 'ADMIN' where name = 'Shopper 900'");
    const { rows } = await sql.query("select id from products where not archived order by name limit 1");
    await sql.end();
    const search = `${shop.url}/api/products?q=zafiroazul`;
    const totals = async () =>
      (await getTenTimes(search, admin.cookie)).map((a) => (JSON.parse(a.body) as { total: number }).total);
    // Both workers now keep "no match" for this search (for 10 s).
    expect(await totals()).toEqual(Array(10).fill(0));
    const renamed = await call(shop.url, `/api/products/${rows[0].id}`, {
      method: "PATCH",
      cookie: admin.cookie,
      body: { name: "Sillón Zafiroazul" },
    });
    expect(renamed.status).toBe(200);
    expect(await totals()).toEqual(Array(10).fill(1));
  });

  it("replaces a worker that dies and keeps answering", async () => {
    const pid = shop.child.pid ?? 0;
    const [dying] = workersOf(pid);
    process.kill(dying ?? 0, "SIGKILL");
    await waitFor(() => {
      const workers = workersOf(pid);
      return workers.length === 2 && !workers.includes(dying ?? 0);
    }, "a new worker");
    const known = new Set(healthAnswers(await metricsText()).keys());
    await waitFor(async () => {
      await getTenTimes(`${shop.url}/api/health`);
      return [...healthAnswers(await metricsText()).keys()].some((worker) => !known.has(worker));
    }, "the new worker answering");
  });

  it("stops with an error when its workers cannot start (the port is taken)", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const address = taken.address();
    const port = typeof address === "object" && address ? address.port : 0;
    try {
      const starting = twoProcesses({ PORT: String(port), LOG_LEVEL: "silent" });
      await expect(starting).rejects.toThrow("server exited with 1");
    } finally {
      taken.close();
    }
    // Three processes start here; on a host busy with other suites that alone can pass 30 s.
  }, 90_000);

  it("stops every worker when it is told to stop", async () => {
    const workers = workersOf(shop.child.pid ?? 0);
    shop.child.kill("SIGTERM");
    expect(await shop.exited).toBe(0);
    await waitFor(() => workers.every((worker) => !alive(worker)), "the workers to exit");
  });
});
