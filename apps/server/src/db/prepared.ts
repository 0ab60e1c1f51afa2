import type { Db } from "./client.ts";

/** A statement drizzle prepared (`.prepare(name)`): built once, run with its placeholders' values. */
export interface PreparedStatement<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}

/** The driver's client a database or transaction sends its statements through. */
function clientOf(on: Db): unknown {
  return (on as unknown as { session: { client: unknown } }).session.client;
}

/**
 * Runs a statement prepared on the database (`db.select()...prepare(name)`) on `on`: the database
 * itself, or a transaction, whose statements must go through its own connection. Drizzle binds a
 * prepared statement to the client it was prepared on, the pool (drizzle-orm issue #2826, open), and
 * preparing it again inside each transaction would build its SQL again, which is the cost saved: in
 * a CPU profile of checkout, drizzle building statements was a fifth of the shop's time
 * (docs/decisions/019). The copy differs only in its client; node-postgres parses a named statement
 * once per connection.
 */
export function runPrepared<Result>(
  statement: PreparedStatement<Result>,
  on: Db,
  values: Record<string, unknown>,
): Promise<Result> {
  const client = clientOf(on);
  // Loudly, should drizzle keep its client elsewhere one day: the copy would go on running on the
  // pool, outside the transaction.
  if (!("client" in statement) || client === undefined) {
    throw new Error("runPrepared: drizzle's prepared query or session has no client");
  }
  if (statement.client === client) return statement.execute(values);
  const onClient: PreparedStatement<Result> = Object.create(statement, { client: { value: client } });
  return onClient.execute(values);
}
