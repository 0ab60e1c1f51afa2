import { and, asc, desc, eq, inArray, like, lt, notLike, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { signInThrottle } from "../db/schema/index.ts";

export type Counter = typeof signInThrottle.$inferSelect;

/** Attempt counters. Writes take the transaction they run in (or the database) first. */
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
            lastAttemptAt: sql`now()`,
          },
        })
        .returning();
    },

    /**
     * The counters of `keys` (a missing one made at 0), locked until the transaction ends, in key
     * order so two transactions never wait on each other in a circle; and the database's time once
     * the locks are held. That is clock_timestamp(), not now(): now() is when the transaction began,
     * so an attempt that waited for an earlier one's lock would judge that one's later time as still
     * to come, and refuse itself a wait that was already over.
     */
    async lock(tx: Db, keys: string[]): Promise<{ rows: Counter[]; now: Date }> {
      const sorted = [...keys].sort();
      await tx
        .insert(signInThrottle)
        .values(sorted.map((key) => ({ key, failures: 0, windowStartedAt: sql`clock_timestamp()` })))
        .onConflictDoNothing();
      const rows = await tx
        .select()
        .from(signInThrottle)
        .where(inArray(signInThrottle.key, sorted))
        .orderBy(asc(signInThrottle.key))
        .for("update");
      const [clock] = await tx.select({ now: sql<string>`clock_timestamp()` }).from(sql`(select 1) as clock`);
      return { rows, now: new Date(clock?.now ?? Date.now()) };
    },

    async save(tx: Db, counter: Counter) {
      const { key, ...values } = counter;
      await tx.update(signInThrottle).set(values).where(eq(signInThrottle.key, key));
    },

    async find(tx: Db, key: string): Promise<Counter | undefined> {
      const [row] = await tx.select().from(signInThrottle).where(eq(signInThrottle.key, key));
      return row;
    },

    /** Marks `key` as seen now (a counter of 0 that only remembers the time). */
    async touch(tx: Db, key: string) {
      await tx
        .insert(signInThrottle)
        .values({ key, failures: 0, windowStartedAt: sql`now()` })
        .onConflictDoUpdate({ target: signInThrottle.key, set: { lastAttemptAt: sql`now()` } });
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

    /** Every counter whose key starts with `prefix`, most recently used first. */
    findStartingWith(tx: Db, prefix: string): Promise<Counter[]> {
      return tx
        .select()
        .from(signInThrottle)
        .where(sql`starts_with(${signInThrottle.key}, ${prefix})`)
        .orderBy(desc(signInThrottle.lastAttemptAt), asc(signInThrottle.key));
    },

    /** Deletes every counter whose key starts with `prefix` (which holds no LIKE wildcards). */
    async clearStartingWith(tx: Db, prefix: string) {
      await tx.delete(signInThrottle).where(sql`starts_with(${signInThrottle.key}, ${prefix})`);
    },

    /**
     * Deletes counters idle for longer than any window that reads them: `idleSeconds` for most,
     * `keptSeconds` for keys starting with `keptPrefix` (remembered addresses).
     */
    async sweep(tx: Db, input: { idleSeconds: number; keptPrefix: string; keptSeconds: number }) {
      const idleFor = (seconds: number) =>
        lt(signInThrottle.lastAttemptAt, sql`now() - make_interval(secs => ${seconds})`);
      const kept = `${input.keptPrefix}%`;
      await tx
        .delete(signInThrottle)
        .where(
          or(
            and(notLike(signInThrottle.key, kept), idleFor(input.idleSeconds)),
            and(like(signInThrottle.key, kept), idleFor(input.keptSeconds)),
          ),
        );
    },
  };
}
