import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { type DatabaseHandle, type Db, SESSION_OPTIONS } from "../apps/server/src/db/client.ts";
import * as schema from "../apps/server/src/db/schema/index.ts";
import type { LoadRequest } from "./load.ts";

/** One statement as the shop sent it to PostgreSQL: its text and its parameters. */
export interface Statement {
  text: string;
  values: unknown[];
  /** The ids it answered with (an order's new id, say), which later statements may send back. */
  returnedIds?: string[];
}

type Query = (this: pg.Client, ...args: unknown[]) => Promise<pg.QueryResult>;

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b/i;

/** The ids among a result's values, in order. */
export function idsIn(result: pg.QueryResult): string[] {
  return result.rows
    .flatMap((row: unknown) => (Array.isArray(row) ? row : Object.values(row as object)))
    .filter((value): value is string => typeof value === "string" && ID.test(value));
}

function statementOf(config: unknown, values: unknown): Statement {
  if (typeof config === "string") return { text: config, values: Array.isArray(values) ? values : [] };
  const query = config as { text: string; values?: unknown[] };
  return { text: query.text, values: Array.isArray(values) ? values : (query.values ?? []) };
}

/**
 * Inside the recording's own transaction, the shop's BEGIN, COMMIT and ROLLBACK become a savepoint,
 * so what a request writes is seen by its later statements and then undone with the rest.
 */
function asSavepoint(text: string): string {
  const command = TRANSACTION_CONTROL.exec(text)?.[1]?.toLowerCase();
  if (command === "begin") return "savepoint hogar_capture";
  if (command === "commit") return "release savepoint hogar_capture";
  return "rollback to savepoint hogar_capture";
}

/**
 * The statements each of a scenario's first `count` requests makes the shop send, in order, with
 * their parameters. The shop is built in this process on the same database and configuration, on a
 * single connection, and every `pg.Client#query` is recorded while a request runs. Each request is
 * sent once unrecorded first, so the recording is of a warm shop whose caches hold what they would
 * under load. The recorded request runs in a transaction that is rolled back: it leaves nothing
 * behind, so its statements can be replayed with the same parameters (an order's payment id).
 */
export async function captureStatements(
  env: Record<string, string>,
  scenarios: [string, (i: number) => LoadRequest][],
  count: number,
): Promise<Map<string, Statement[][]>> {
  const config = loadConfig({ ...env, PORT: "0", LOG_LEVEL: "warn" });
  if (config.database.kind !== "postgres") throw new Error("The database limit is measured on PostgreSQL");
  const client = new pg.Client({ connectionString: config.database.url, options: SESSION_OPTIONS });
  await client.connect();
  const database: DatabaseHandle = {
    kind: "postgres",
    db: drizzle({ client, schema }) as unknown as Db,
    migrate: async () => {},
    ping: async () => {},
    close: () => client.end(),
  };
  // No settler either: its statements, on the same connection, would land in a request's recording.
  const app = await buildApp(config, database, { runJobs: false, settleOrders: false });
  const query = pg.Client.prototype.query as unknown as Query;
  // The one connection answers a request's statements in turn, as the shop's pool would on several.
  // A route that sends two at once (a listing's page and count) would have pg queue the second
  // itself, which it warns it will stop doing (pg 9), so each waits for the one before here.
  let previous: Promise<unknown> = Promise.resolve();
  const inTurn = (send: () => Promise<pg.QueryResult>) => {
    const result = previous.then(send, send);
    previous = result.catch(() => {});
    return result;
  };
  let recording: Statement[] | undefined;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (!recording) return inTurn(() => query.apply(this, args));
    const statement = statementOf(args[0], args[1]);
    recording.push(statement);
    if (TRANSACTION_CONTROL.test(statement.text)) {
      return inTurn(() => query.call(this, asSavepoint(statement.text)));
    }
    const result = inTurn(() => query.apply(this, args));
    void result.then(
      (answer) => {
        statement.returnedIds = idsIn(answer);
      },
      () => {},
    );
    return result;
  } as unknown as typeof pg.Client.prototype.query;

  const send = async (scenario: string, { path, method = "GET", headers, body }: LoadRequest) => {
    const response = await app.inject({ url: path, method, ...(headers && { headers }), payload: body });
    if (response.statusCode >= 400) {
      throw new Error(`${scenario}: ${method} ${path} answered ${response.statusCode} ${response.body}`);
    }
  };
  try {
    const captured = new Map<string, Statement[][]>();
    for (const [scenario, request] of scenarios) {
      const requests: Statement[][] = [];
      for (let i = 0; i < count; i++) {
        await send(scenario, request(i));
        await query.call(client, "begin");
        recording = [];
        await send(scenario, request(i)).finally(() => {
          if (recording) requests.push(recording);
          recording = undefined;
        });
        await query.call(client, "rollback");
      }
      captured.set(scenario, requests);
    }
    return captured;
  } finally {
    pg.Client.prototype.query = query as unknown as typeof pg.Client.prototype.query;
    await app.close();
    await database.close();
  }
}
