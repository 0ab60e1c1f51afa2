import { inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { signInThrottle } from "../db/schema/index.ts";

export function createSignInThrottleRepository(db: Db) {
  return {
    /**
     * Counts an attempt for each key in one atomic upsert (a window that has run out starts again
     * at 1) and returns the counts, so attempts sent at once are all counted before any is judged.
     */
    async count(keys: string[], windowSeconds: number) {
      const expired = sql`${signInThrottle.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;
      return db
        .insert(signInThrottle)
        .values(keys.map((key) => ({ key, failures: 1, windowStartedAt: sql`now()` })))
        .onConflictDoUpdate({
          target: signInThrottle.key,
          set: {
            failures: sql`case when ${expired} then 1 else ${signInThrottle.failures} + 1 end`,
            windowStartedAt: sql`case when ${expired} then now() else ${signInThrottle.windowStartedAt} end`,
          },
        })
        .returning();
    },

    /** Takes back one counted attempt that turned out not to be a failed sign-in. */
    async uncount(keys: string[]) {
      await db
        .update(signInThrottle)
        .set({ failures: sql`greatest(${signInThrottle.failures} - 1, 0)` })
        .where(inArray(signInThrottle.key, keys));
    },

    async clear(keys: string[]) {
      await db.delete(signInThrottle).where(inArray(signInThrottle.key, keys));
    },
  };
}
