import { and, eq, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobs } from "../../db/schema/index.ts";

export type JobRow = typeof jobs.$inferSelect;
/** A job as a worker took it: `attempts` counts this try and fences the worker's later writes. */
export type ClaimedJob = Pick<JobRow, "id" | "kind" | "payload" | "attempts" | "createdAt">;

/** All SQL of the jobs table; every write takes the transaction it runs in (or the database) first. */
export const jobsRepository = {
  /** Queues a job inside the caller's transaction: it exists only if that transaction commits. */
  async enqueue(tx: Db, kind: string, payload: unknown): Promise<string> {
    const [row] = await tx.insert(jobs).values({ kind, payload }).returning({ id: jobs.id });
    if (!row) throw new Error("queueing a job returned no row");
    return row.id;
  },

  /**
   * Takes up to `limit` due jobs for `leaseSeconds`: rows another worker is taking at this moment are
   * skipped (SKIP LOCKED), and a taken job is not due again until its lease ends, so each job runs in
   * one worker at a time. A worker that dies holding one lets it run again once the lease is over.
   * The batch comes oldest due first, so the oldest mail is sent first (a batch's jobs then run side
   * by side): an UPDATE's RETURNING gives rows in the table's physical order, where a new job may
   * fill an old one's place.
   */
  async claimDue(tx: Db, limit: number, leaseSeconds: number): Promise<ClaimedJob[]> {
    const result = (await tx.execute(sql`
      with due as (
        select id, run_at from ${jobs} where status = 'pending' and run_at <= now()
        order by run_at limit ${limit} for update skip locked),
      claimed as (
        update ${jobs} set run_at = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
        from due where ${jobs}.id = due.id
        returning ${jobs}.id, ${jobs}.kind, ${jobs}.payload, ${jobs}.attempts, ${jobs}.created_at,
          due.run_at as due_at)
      select id, kind, payload, attempts, created_at from claimed order by due_at, created_at`)) as unknown as {
      rows: { id: string; kind: string; payload: unknown; attempts: number; created_at: Date | string }[];
    };
    return result.rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      payload: row.payload,
      attempts: row.attempts,
      createdAt: new Date(row.created_at),
    }));
  },

  /**
   * Done: their rows go, in one statement for a batch. Returns the ids deleted; a job missing from
   * them was taken by another worker once its lease ran out, or withdrawn.
   */
  async finish(tx: Db, done: ClaimedJob[]): Promise<string[]> {
    if (done.length === 0) return [];
    const deleted = await tx
      .delete(jobs)
      .where(or(...done.map((job) => and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts)))))
      .returning({ id: jobs.id });
    return deleted.map((row) => row.id);
  },

  /** Failed this time: due again after `delaySeconds`, keeping the error. */
  async retryLater(tx: Db, job: ClaimedJob, delaySeconds: number, error: string): Promise<void> {
    await tx
      .update(jobs)
      .set({ runAt: sql`now() + make_interval(secs => ${delaySeconds})`, lastError: error })
      .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts)));
  },

  /**
   * Failed too often: kept as "failed" with its last error, never run again. Its `run_at` becomes
   * the time it failed, from which purgeFailed counts.
   */
  async giveUp(tx: Db, job: ClaimedJob, error: string): Promise<void> {
    await tx
      .update(jobs)
      .set({ status: "failed", lastError: error, runAt: sql`now()` })
      .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts)));
  },

  /** Deletes failed jobs that failed more than `keepSeconds` ago; how many. */
  async purgeFailed(tx: Db, keepSeconds: number): Promise<number> {
    const deleted = await tx
      .delete(jobs)
      .where(
        and(eq(jobs.status, "failed"), lt(jobs.runAt, sql`now() - make_interval(secs => ${keepSeconds})`)),
      )
      .returning({ id: jobs.id });
    return deleted.length;
  },

  /**
   * Deletes every job of `kind` not done yet (waiting, being tried, or failed) whose payload's
   * `field` is `value`, compared in lower case; how many. A worker sending one at this moment may
   * still deliver it, and then finds it gone.
   */
  async withdraw(tx: Db, kind: string, field: string, value: string): Promise<number> {
    const deleted = await tx
      .delete(jobs)
      .where(and(eq(jobs.kind, kind), sql`lower(${jobs.payload} ->> ${field}) = ${value.toLowerCase()}`))
      .returning({ id: jobs.id });
    return deleted.length;
  },

  async list(tx: Db, kind: string): Promise<JobRow[]> {
    return tx.select().from(jobs).where(eq(jobs.kind, kind));
  },
};
