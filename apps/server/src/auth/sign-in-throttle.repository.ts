import { inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { signInThrottle } from "../db/schema/index.ts";

/** Failed sign-in counters. Writes take the transaction they run in (or the database) first. */
export function createSignInThrottleRepository() {
  return {
    /**
     * Counts an attempt for each key in one atomic upsert (a window that has run out starts again
     * at 1) and returns the counts, so attempts sent at once are all counted before any is judged.
     */
    async count(tx: Db, keys: string[], windowSeconds: number) {
      const expired = sql`${signInThrottle.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;
      return tx
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
    async uncount(tx: Db, keys: string[]) {
      await tx
        .update(signInThrottle)
        .set({ failures: sql`greatest(${signInThrottle.failures} - 1, 0)` })
        .where(inArray(signInThrottle.key, keys));
    },

    async clear(tx: Db, keys: string[]) {
      await tx.delete(signInThrottle).where(inArray(signInThrottle.key, keys));
    },
  };
}
