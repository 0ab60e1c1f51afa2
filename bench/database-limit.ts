import pg from "pg";
import { SESSION_OPTIONS } from "../apps/server/src/db/client.ts";
import { percentile } from "./load.ts";
import { CONNECTIONS, type Scenario, type ScenarioRow, SECONDS } from "./scenarios.ts";
import { captureStatements, idsIn, type Statement, TRANSACTION_CONTROL } from "./statement-capture.ts";

export interface LimitResult {
  /** Requests' worth of statements per second: each request's statements in order, on one connection. */
  requestsPerSecond: number;
  p95: number;
  /** Statements one request sends, on average. */
  statementsPerRequest: number;
  errors: number;
  /** The first refusal, so a replay that cannot work says why. */
  firstError?: string;
}

/**
 * Each request's statements for a bare client. Reads are sent as the shop sent them. Writes run in one
 * transaction that is rolled back, so the same parameters can be sent again (a payment's id or an
 * idempotency key is unique): the limit thus skips the commit's WAL flush and is, if anything, higher
 * than what the shop could reach.
 */
function asReplayed(requests: Statement[][], writes: boolean): Statement[][] {
  if (!writes) return requests;
  const begin = { text: "begin", values: [] };
  const rollback = { text: "rollback", values: [] };
  return requests.map((statements) => [
    begin,
    ...statements.filter((s) => !TRANSACTION_CONTROL.test(s.text)),
    rollback,
  ]);
}

/**
 * The database limit of a route: its recorded statements, with their parameters, replayed by bare
 * node-postgres clients over `connections` connections for `seconds`, each statement prepared once per
 * connection. Requests are taken in turn, as the load generator sends them to the shop.
 */
export async function replayStatements(
  databaseUrl: string,
  recorded: Statement[][],
  options: { writes: boolean; connections: number; seconds: number },
): Promise<LimitResult> {
  const names = new Map<string, string>();
  const nameOf = (text: string) => names.get(text) ?? names.set(text, `limit_${names.size}`).get(text);
  const requests = asReplayed(recorded, options.writes);
  const clients = Array.from(
    { length: options.connections },
    () => new pg.Client({ connectionString: databaseUrl, options: SESSION_OPTIONS }),
  );
  await Promise.all(clients.map((c) => c.connect()));
  const times: number[] = [];
  let next = 0;
  let errors = 0;
  let firstError: string | undefined;
  const deadline = performance.now() + options.seconds * 1000;
  const work = async (client: pg.Client) => {
    while (performance.now() < deadline) {
      const statements = requests[next++ % requests.length] ?? [];
      const start = performance.now();
      let current: Statement | undefined;
      // An id the database made for the recording (a new order's) is sent on as the one it makes now.
      const ids = new Map<string, string>();
      try {
        for (current of statements) {
          const values = current.values.map((v) => (typeof v === "string" ? (ids.get(v) ?? v) : v));
          // Each statement is prepared once per connection; BEGIN and ROLLBACK are sent as they are.
          const query = TRANSACTION_CONTROL.test(current.text)
            ? current.text
            : { name: nameOf(current.text), text: current.text, values };
          const result = await client.query(query);
          const recordedIds = current.returnedIds ?? [];
          if (recordedIds.length) {
            for (const [n, id] of idsIn(result).entries()) ids.set(recordedIds[n] ?? id, id);
          }
        }
      } catch (error) {
        errors++;
        firstError ??= `${(error as Error).message} in: ${current?.text.slice(0, 200)}`;
        await client.query("rollback");
      }
      times.push(performance.now() - start);
    }
  };
  try {
    await Promise.all(clients.map(work));
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
  times.sort((a, b) => a - b);
  const statementCount = recorded.reduce((sum, statements) => sum + statements.length, 0);
  return {
    requestsPerSecond: Math.round(times.length / options.seconds),
    p95: percentile(times, 95),
    statementsPerRequest: Math.round((statementCount / Math.max(1, recorded.length)) * 10) / 10,
    errors,
    ...(firstError && { firstError }),
  };
}

export interface LimitRow extends LimitResult {
  scenario: string;
  /** The shop's answers per second in its own run, counting only those that succeeded. */
  shopRequestsPerSecond: number;
  /** The shop's requests per second as a share of its database limit's. */
  shopShare: number;
}

/** Requests recorded per scenario: one per bench shopper, so every shopper's cart and card appear. */
const RECORDED_REQUESTS = 100;

/**
 * For each scenario the shop was measured on (`rows`), the same statements with the same parameters
 * replayed by bare clients (`replayStatements`), beside the shop's own figure.
 */
export async function benchDatabaseLimits(
  shop: { env: Record<string, string>; databaseUrl: string },
  scenarios: Scenario[],
  rows: ScenarioRow[],
): Promise<LimitRow[]> {
  console.log("  recording each scenario's statements…");
  const recorded = await captureStatements(shop.env, scenarios, RECORDED_REQUESTS);
  const limits: LimitRow[] = [];
  for (const [scenario, request] of scenarios) {
    console.log(`  database limit of ${scenario} for ${SECONDS} s…`);
    const result = await replayStatements(shop.databaseUrl, recorded.get(scenario) ?? [], {
      writes: (request(0).method ?? "GET") !== "GET",
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    const row = rows.find((r) => r.scenario === scenario);
    const shopRequestsPerSecond = row
      ? Math.round(row.requestsPerSecond * (1 - row.errors / Math.max(1, row.requests)))
      : 0;
    limits.push({
      scenario,
      ...result,
      shopRequestsPerSecond,
      shopShare: shopRequestsPerSecond / Math.max(1, result.requestsPerSecond),
    });
  }
  return limits;
}
