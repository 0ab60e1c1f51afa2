import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { JobsConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { type ClaimedJob, jobsRepository } from "./jobs.repository.ts";

/** Runs one job; throwing means "try again later". It may run twice (docs/decisions/008). */
export type JobHandler = (job: ClaimedJob) => Promise<void>;

export interface JobWorker {
  /** Takes one batch of due jobs and runs them (purging old failed jobs now and then); how many it took. */
  runOnce(): Promise<number>;
  start(): void;
  /** Stops taking jobs and waits for the batch in hand. */
  stop(): Promise<void>;
}

const BATCH_SIZE = 10;
const ERROR_LENGTH = 500;
/** How often a worker deletes failed jobs past their keeping time (every process does; it is one DELETE). */
const PURGE_EVERY_MS = 3_600 * 1_000;

/** Wait before the next try: doubling from the base, never more than the cap. */
export function retryDelaySeconds(attempts: number, config: JobsConfig): number {
  const doubled = config.retryBaseSeconds * 2 ** Math.min(attempts - 1, 30);
  return Math.min(doubled, config.retryMaxSeconds);
}

/** Anything shaped like an e-mail address ("ana@example.com", "user:password@host" too). */
const EMAIL_ADDRESS = /[^\s<>()[\]{}"',;:@]+@[^\s<>()[\]{}"',;:@]+/g;

/**
 * What is kept of an error (in last_error and the log): its code and first line, never the job's
 * data. Mail servers name the recipient in their refusals ("550 <ana@example.com>: no such user"),
 * so addresses are blanked: the row and the log outlive the shopper's account.
 */
export function describeError(error: unknown): string {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  const line = (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";
  const described = typeof code === "string" ? `${code}: ${line}` : line;
  return described.replace(EMAIL_ADDRESS, "[e-mail]").slice(0, ERROR_LENGTH);
}

/**
 * The one background mechanism (docs/decisions/008, docs/product.md 52-53): every process runs a worker that takes due jobs
 * from the jobs table, runs each kind's handler, and deletes the job, or schedules another try with
 * a doubling wait, or gives up when the job is too old; now and then it deletes failed jobs kept
 * long enough.
 */
export function createJobWorker(
  db: Db,
  handlers: Record<string, JobHandler>,
  log: FastifyBaseLogger,
  config: JobsConfig,
): JobWorker {
  let running = false;
  let wake: (() => void) | undefined;
  let loop: Promise<void> | undefined;

  /** Runs a job: true when it is done; when it failed, its next try (or its end) is recorded. */
  async function runJob(job: ClaimedJob): Promise<boolean> {
    const handler = handlers[job.kind];
    try {
      // A kind this version does not know may be a newer process's: it is retried like a failure.
      if (!handler) throw new Error(`no handler for jobs of kind "${job.kind}" in this version`);
      await handler(job);
      return true;
    } catch (error) {
      const reason = describeError(error);
      const ageSeconds = (Date.now() - job.createdAt.getTime()) / 1000;
      if (ageSeconds >= config.giveUpAfterSeconds) {
        await jobsRepository.giveUp(db, job, reason);
        log.error({ job: job.id, kind: job.kind, attempts: job.attempts, reason }, "job failed; giving up");
        return false;
      }
      const delay = retryDelaySeconds(job.attempts, config);
      await jobsRepository.retryLater(db, job, delay, reason);
      log.warn(
        { job: job.id, kind: job.kind, attempts: job.attempts, retryInSeconds: delay, reason },
        "job failed; will retry",
      );
      return false;
    }
  }

  /** The batch's done jobs go in one statement: a statement per job was most of a mail's database work. */
  async function finish(batch: ClaimedJob[], runs: PromiseSettledResult<boolean>[]) {
    const done = batch.filter((_, i) => {
      const run = runs[i];
      return run?.status === "fulfilled" && run.value;
    });
    const deleted = new Set(await jobsRepository.finish(db, done));
    for (const job of done.filter((job) => !deleted.has(job.id))) {
      log.warn({ job: job.id, kind: job.kind }, "job was gone when it finished (lease ended, or withdrawn)");
    }
  }

  let lastPurge = 0;
  /**
   * Failed jobs are kept `keepFailedSeconds` to see why they failed, then deleted: their payloads
   * hold addresses and one-time links (docs/decisions/008).
   */
  async function purgeFailedNowAndThen() {
    if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = Date.now();
    const purged = await jobsRepository.purgeFailed(db, config.keepFailedSeconds);
    if (purged > 0) log.info({ purged }, "failed jobs past their keeping time deleted");
  }

  async function runOnce(): Promise<number> {
    await purgeFailedNowAndThen();
    const batch = await jobsRepository.claimDue(db, BATCH_SIZE, config.leaseSeconds);
    // Side by side: one after another, each job waited for the last one's round trips, and under
    // load the mail fell behind the orders (docs/decisions/008). The SMTP transport's pool holds
    // how many connections they share.
    const runs = await Promise.allSettled(batch.map(runJob));
    await finish(batch, runs);
    const failed = runs.find((run) => run.status === "rejected");
    if (failed) throw failed.reason;
    return batch.length;
  }

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function drain() {
    while (running) {
      let taken = 0;
      try {
        taken = await runOnce();
      } catch (error) {
        // The database is away (or a write failed): the jobs wait in the table, leased or due.
        log.error({ reason: describeError(error) }, "taking jobs failed; will try again");
      }
      // A full batch means more may be due: go on at once.
      if (running && taken < BATCH_SIZE) await pause(config.pollMs);
    }
  }

  return {
    runOnce,
    start() {
      if (running) return;
      running = true;
      loop = drain();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
    },
  };
}

/** Starts the worker when the app is ready and stops it (finishing its batch) when the app closes. */
export function runJobWorkerWithApp(app: FastifyInstance, worker: JobWorker): void {
  app.addHook("onReady", async () => worker.start());
  app.addHook("onClose", async () => await worker.stop());
}
