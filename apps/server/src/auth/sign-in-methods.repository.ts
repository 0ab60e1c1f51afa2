import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { accounts, users } from "../db/schema/index.ts";
import { emailIs } from "../modules/users/email-lookup.ts";

/** Provider ids ("credential", "google", ...) an e-mail already signs in with, oldest first. */
export async function findSignInMethods(db: Db, email: string): Promise<string[]> {
  const rows = await db
    .select({ providerId: accounts.providerId })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(emailIs(email))
    .orderBy(asc(accounts.createdAt));
  return rows.map((row) => row.providerId);
}
