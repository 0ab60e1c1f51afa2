import { and, desc, eq, gt, like, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { verifications } from "../db/schema/index.ts";

/**
 * One-time e-mail tokens in Better Auth's `verifications` table. `identifier` is a prefix naming
 * the purpose plus the token's hash (never the token), `value` is JSON `{ userId, email }`.
 * Expiry is judged by the database's clock, so every process agrees on it.
 */
export function createEmailTokensRepository() {
  return {
    async insert(tx: Db, row: { identifier: string; value: string; ttlSeconds: number }) {
      await tx.insert(verifications).values({
        identifier: row.identifier,
        value: row.value,
        expiresAt: sql`now() + make_interval(secs => ${row.ttlSeconds})`,
      });
    },

    /** The token's value when its row is there and has not expired, leaving it as it is. */
    async peek(tx: Db, identifier: string): Promise<string | null> {
      const [row] = await tx
        .select({ value: verifications.value })
        .from(verifications)
        .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, sql`now()`)))
        .limit(1);
      return row?.value ?? null;
    },

    /**
     * Deletes the token's row and returns its value when it had not expired yet. Deleting is the
     * claim: of two requests with one token, only one gets the row back.
     */
    async take(tx: Db, identifier: string): Promise<string | null> {
      const rows = await tx
        .delete(verifications)
        .where(eq(verifications.identifier, identifier))
        .returning({ value: verifications.value, live: sql<boolean>`${verifications.expiresAt} > now()` });
      return rows.find((row) => row.live)?.value ?? null;
    },

    /** The account's newest token with this identifier prefix that has not expired: its value and expiry. */
    async findLiveForUser(tx: Db, identifierPrefix: string, userId: string) {
      const [row] = await tx
        .select({ value: verifications.value, expiresAt: verifications.expiresAt })
        .from(verifications)
        .where(
          and(
            like(verifications.identifier, `${identifierPrefix}%`),
            sql`(${verifications.value}::jsonb ->> 'userId') = ${userId}`,
            gt(verifications.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(verifications.createdAt))
        .limit(1);
      return row;
    },

    /** Deletes every token with this identifier prefix issued for the account. */
    async deleteForUser(tx: Db, identifierPrefix: string, userId: string) {
      await tx
        .delete(verifications)
        .where(
          and(
            like(verifications.identifier, `${identifierPrefix}%`),
            sql`(${verifications.value}::jsonb ->> 'userId') = ${userId}`,
          ),
        );
    },
  };
}
