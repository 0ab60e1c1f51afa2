import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";

// Past a worker's own 25 s grace (main.ts): whatever still runs then is ended.
const SHUTDOWN_TIMEOUT_MS = 28_000;

/**
 * The primary process when the shop is served by several (docs/decisions/025): it forks `count`
 * workers, which share its listening port, replaces one that dies while serving, and stops them all
 * on SIGTERM, SIGINT, or when the process that started it goes away. A worker that exits before it
 * listens failed to start, so the primary stops too, rather than fork it again and again.
 */
export function superviseWorkers(count: number, log: Logger): void {
  let closing = false;
  const listening = new WeakSet<Worker>();

  const stopAll = (reason: string, code: number) => {
    if (closing) return;
    closing = true;
    log.info({ reason }, "stopping the shop's processes");
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    if (workers.length === 0) process.exit(code);
    let left = workers.length;
    for (const worker of workers) {
      worker.once("exit", () => {
        left -= 1;
        if (left === 0) process.exit(code);
      });
      worker.process.kill("SIGTERM");
    }
    setTimeout(() => {
      log.error("a process was still running after 28 s; ending it");
      for (const worker of workers) worker.process.kill("SIGKILL");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
  };

  cluster.on("listening", (worker) => listening.add(worker));
  cluster.on("exit", (worker, code, signal) => {
    if (closing) return;
    if (!listening.has(worker)) {
      log.error({ worker: worker.process.pid, code }, "a process failed to start");
      stopAll("start-up failed", 1);
      return;
    }
    log.error({ worker: worker.process.pid, code, signal }, "a process died; starting another");
    cluster.fork();
  });

  process.on("SIGTERM", () => stopAll("SIGTERM", 0));
  process.on("SIGINT", () => stopAll("SIGINT", 0));
  if (process.send) process.on("disconnect", () => stopAll("parent exited", 0));

  for (let i = 0; i < count; i++) cluster.fork();
}
