import { and, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { signInThrottle } from "../db/schema/index.ts";

export function createSignInThrottleRepository(db: Db) {
  return {
    /** Counters for the keys whose window is still open, by the database's clock. */
    async findActive(keys: string[], windowSeconds: number) {
      return db
        .select()
        .from(signInThrottle)
        .where(
          and(
            inArray(signInThrottle.key, keys),
            gt(signInThrottle.windowStartedAt, sql`now() - make_interval(secs => ${windowSeconds})`),
          ),
        );
    },

    /** One atomic upsert per key: a window that has run out starts again at 1. */
    async addFailure(keys: string[], windowSeconds: number) {
      const expired = sql`${signInThrottle.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;
      await db
        .insert(signInThrottle)
        .values(keys.map((key) => ({ key, failures: 1, windowStartedAt: sql`now()` })))
        .onConflictDoUpdate({
          target: signInThrottle.key,
          set: {
            failures: sql`case when ${expired} then 1 else ${signInThrottle.failures} + 1 end`,
            windowStartedAt: sql`case when ${expired} then now() else ${signInThrottle.windowStartedAt} end`,
          },
        });
    },

    async clear(keys: string[]) {
      await db.delete(signInThrottle).where(inArray(signInThrottle.key, keys));
    },
  };
}
