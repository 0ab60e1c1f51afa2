import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consumeEmailToken, issueEmailToken, revokeEmailTokens } from "../src/auth/email-tokens.ts";
import type { DatabaseHandle } from "../src/db/client.ts";
import { users, verifications } from "../src/db/schema/index.ts";
import { createTestDatabase, type TestDatabase } from "./helpers/test-database.ts";

let testDatabase: TestDatabase;
let database: DatabaseHandle;
let userId: string;
const email = "ana@example.com";

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = testDatabase.open();
  const [user] = await database.db.insert(users).values({ name: "Ana", email }).returning({ id: users.id });
  userId = (user as { id: string }).id;
});
afterAll(async () => {
  await database.close();
  await testDatabase.drop();
});

const issue = (purpose: "password-reset" | "verify-email" = "password-reset", ttlSeconds = 3600) =>
  issueEmailToken(database.db, { purpose, userId, email, ttlSeconds });

describe("one-time e-mail tokens", () => {
  it("gives the account and e-mail back once, then nothing", async () => {
    const token = await issue();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await consumeEmailToken(database.db, "password-reset", token)).toEqual({ userId, email });
    expect(await consumeEmailToken(database.db, "password-reset", token)).toBeNull();
  });

  it("stores only a hash of the token", async () => {
    const token = await issue();
    const rows = await database.db.select().from(verifications);
    expect(rows.some((row) => row.identifier.includes(token) || row.value.includes(token))).toBe(false);
  });

  it("refuses an expired token, and a token of another purpose", async () => {
    const expired = await issue("password-reset", 3600);
    await database.db.update(verifications).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await consumeEmailToken(database.db, "password-reset", expired)).toBeNull();

    const verify = await issue("verify-email");
    expect(await consumeEmailToken(database.db, "password-reset", verify)).toBeNull();
    expect(await consumeEmailToken(database.db, "verify-email", verify)).toEqual({ userId, email });
  });

  it("refuses unknown and malformed tokens", async () => {
    expect(await consumeEmailToken(database.db, "password-reset", "x".repeat(43))).toBeNull();
    expect(await consumeEmailToken(database.db, "password-reset", "")).toBeNull();
    expect(await consumeEmailToken(database.db, "password-reset", "a'; drop table users;--")).toBeNull();
  });

  it("is used once when two requests bring the same token at the same time", async () => {
    const token = await issue();
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        database.db.transaction((tx) => consumeEmailToken(tx, "password-reset", token)),
      ),
    );
    expect(results.filter((result) => result !== null)).toHaveLength(1);
  });

  it("is not issued when the transaction that issues it rolls back", async () => {
    let token = "";
    await expect(
      database.db.transaction(async (tx) => {
        token = await issueEmailToken(tx, { purpose: "verify-email", userId, email, ttlSeconds: 60 });
        throw new Error("the mail could not be queued");
      }),
    ).rejects.toThrow();
    expect(await consumeEmailToken(database.db, "verify-email", token)).toBeNull();
  });

  it("revokes the account's unused tokens of one purpose only", async () => {
    const reset = await issue("password-reset");
    const verify = await issue("verify-email");
    await revokeEmailTokens(database.db, "password-reset", userId);
    expect(await consumeEmailToken(database.db, "password-reset", reset)).toBeNull();
    expect(await consumeEmailToken(database.db, "verify-email", verify)).toEqual({ userId, email });
  });
});
