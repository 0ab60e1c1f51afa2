import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findSignInMethods } from "../src/auth/sign-in-methods.repository.ts";
import { users } from "../src/db/schema/index.ts";
import { emailIn, emailIs } from "../src/modules/users/email-lookup.ts";
import { createUsersRepository } from "../src/modules/users/users.repository.ts";
import { createUser } from "./helpers/factories.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The plan PostgreSQL chooses for a query when it may not read the whole table. */
async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql: text, params } = query.toSQL();
  const literal = (value: unknown) => `'${String(value).replaceAll("'", "''")}'`;
  const inlined = text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql.raw(`explain ${inlined}`))) as unknown as {
      rows: Record<string, string>[];
    };
    return result.rows.map((row) => Object.values(row).join(" ")).join("\n");
  });
}

describe("looking an account up by e-mail", () => {
  it("compares lower(email), which the users_email_lower_idx index serves", async () => {
    const db = t.database.db;
    const byOne = db.select({ id: users.id }).from(users).where(emailIs(" Ana@Example.com "));
    const bySeveral = db
      .select({ id: users.id })
      .from(users)
      .where(emailIn(["ana@example.com", "luis@example.com"]));
    for (const query of [byOne, bySeveral]) expect(await planOf(query)).toContain("users_email_lower_idx");
  });

  it("finds the account whatever the case of the e-mail and the spaces around it", async () => {
    const user = await createUser(t.app);
    const typed = `  ${user.email.toUpperCase()} `;
    expect(await createUsersRepository(t.database.db).findIdByEmail(t.database.db, typed)).toBe(user.id);
    // What /login names after a refused social sign-in: a provider may give the e-mail in capitals.
    expect(await findSignInMethods(t.database.db, user.email.toUpperCase())).toEqual(["credential"]);
  });
});
