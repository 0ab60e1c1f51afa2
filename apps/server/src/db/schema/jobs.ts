import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const JOB_STATUSES = ["pending", "failed"] as const;

/**
 * Background work, written in the same transaction as the change that causes it (the outbox), and
 * drained by a worker in every process: each row is taken by one worker at a time with
 * `FOR UPDATE SKIP LOCKED`. A finished job is deleted; one that kept failing stays as "failed".
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What to do ("mail"); the worker has one handler per kind. */
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status", { enum: JOB_STATUSES }).notNull().default("pending"),
    /**
     * Not before this time: now when queued, the retry time after a failure, and the end of the
     * lease while a worker holds it (a worker that crashed mid-job lets it run again after that).
     */
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    /** Times taken by a worker; also fences a worker whose lease ran out from finishing it. */
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("jobs_due_idx").on(t.runAt).where(sql`${t.status} = 'pending'`)],
);
