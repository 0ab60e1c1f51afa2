import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client.ts";
import { createTestDatabase, type TestDatabase } from "./helpers/test-database.ts";

let database: TestDatabase;
let shop: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  if (database.config.kind !== "postgres") throw new Error("this test needs PostgreSQL");
  shop = database.open();
});

afterAll(async () => {
  await shop.close();
  await database.drop();
});

describe("the shop's PostgreSQL sessions", () => {
  it("plan without parallel workers, whichever pooled connection answers", async () => {
    const setting = async () => {
      const result = await shop.db.execute(sql`show max_parallel_workers_per_gather`);
      return (result as unknown as { rows: unknown[] }).rows[0];
    };
    // Five at once, so the pool opens several connections.
    const answers = await Promise.all(Array.from({ length: 5 }, setting));
    expect(answers).toEqual(Array.from({ length: 5 }, () => ({ max_parallel_workers_per_gather: "0" })));
  });
});
