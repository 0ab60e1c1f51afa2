import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";

// Past a worker's own 25 s grace (main.ts): whatever still runs then is ended.
const SHUTDOWN_TIMEOUT_MS = 28_000;
// Workers dying this often are not crashing now and then but failing: the shop stops, and whatever
// started it (a supervisor with its own back-off) decides what next, rather than forking forever.
const DEATHS_ALLOWED = 5;
const DEATHS_WINDOW_MS = 60_000;

/** The workers that have not exited. */
const alive = () =>
  Object.values(cluster.workers ?? {}).filter(
    (worker): worker is Worker => worker !== undefined && !worker.isDead(),
  );

/**
 * The primary process when the shop is served by several (docs/decisions/025): it forks `count`
 * workers, which share its listening port; replaces one that dies while serving; and stops them all
 * on SIGTERM, SIGINT, or when the process that started it goes away. A worker that exits before the
 * first ones all listen failed to start (a setting, the port taken), so the primary stops with an
 * error, as it does when workers keep dying.
 */
export function superviseWorkers(count: number, log: Logger): void {
  let closing = false;
  // Listening events so far: the first workers have all started once there are `count` of them.
  let listening = 0;
  const deaths: number[] = [];

  const stopAll = (reason: string, code: number) => {
    if (closing) return;
    closing = true;
    log.info({ reason }, "stopping the shop's processes");
    const workers = alive();
    let left = workers.length;
    if (left === 0) process.exit(code);
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

  cluster.on("listening", () => {
    listening += 1;
  });
  cluster.on("exit", (worker, code, signal) => {
    if (closing) return;
    const who = { worker: worker.process.pid, code, signal };
    if (listening < count) {
      log.error(who, "a process failed to start");
      return stopAll("start-up failed", 1);
    }
    // Stopped on purpose (a signal meant for the whole shop, such as Ctrl-C, reached it first).
    if (code === 0) {
      log.info(who, "a process stopped");
      if (alive().length === 0) process.exit(0);
      return;
    }
    const now = Date.now();
    deaths.push(now);
    while ((deaths[0] ?? now) < now - DEATHS_WINDOW_MS) deaths.shift();
    if (deaths.length >= DEATHS_ALLOWED) {
      log.error(who, `${deaths.length} processes died within a minute`);
      return stopAll("processes keep dying", 1);
    }
    log.error(who, "a process died; starting another");
    cluster.fork();
  });

  process.on("SIGTERM", () => stopAll("SIGTERM", 0));
  process.on("SIGINT", () => stopAll("SIGINT", 0));
  if (process.send) process.on("disconnect", () => stopAll("parent exited", 0));

  for (let i = 0; i < count; i++) cluster.fork();
}
