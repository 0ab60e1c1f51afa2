import { and, like, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { verifications } from "../../db/schema/index.ts";

// auth/email-tokens.ts stores a change-email token's hash under this prefix, with the account's id in
// its JSON value; only this read looks at that layout from outside (to space requests out).
const CHANGE_EMAIL_TOKENS = "hogar-email-token:change-email:%";

export function createEmailChangeRepository() {
  return {
    /**
     * Seconds since the account's newest unused e-mail change link was issued (by the database's
     * clock, which every process shares), or null when it has none.
     */
    async secondsSinceLastRequest(tx: Db, userId: string): Promise<number | null> {
      const [row] = await tx
        .select({
          seconds: sql<number | null>`extract(epoch from now() - max(${verifications.createdAt}))::float8`,
        })
        .from(verifications)
        .where(
          and(
            like(verifications.identifier, CHANGE_EMAIL_TOKENS),
            sql`(${verifications.value}::jsonb ->> 'userId') = ${userId}`,
          ),
        );
      return row?.seconds ?? null;
    },
  };
}
