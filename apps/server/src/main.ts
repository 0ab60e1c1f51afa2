import cluster from "node:cluster";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pino } from "pino";
import { buildApp } from "./app.ts";
import { type AppConfig, ConfigError, imagesDir, loadConfig } from "./config.ts";
import { type DatabaseHandle, openDatabase } from "./db/client.ts";
import { relayAcrossProcesses } from "./lib/across-processes.ts";
import { collectWorkersMetrics } from "./modules/metrics/cluster-metrics.ts";
import { superviseWorkers } from "./processes.ts";
import { seedCatalogueIfEmpty } from "./seed/seed-catalogue.ts";

const SHUTDOWN_TIMEOUT_MS = 25_000;
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");

async function main() {
  const config = loadConfig(process.env, webDir);
  if (cluster.isWorker) return serve(config, openDatabase(config.database));
  const log = pino({ level: config.logLevel });
  const database = openDatabase(config.database);
  await database.migrate();
  const catalogue = await seedCatalogueIfEmpty(database.db, imagesDir(config));
  if (catalogue.seeded) log.info({ products: catalogue.products }, "catalogue seeded");
  if (config.processes === 1) return serve(config, database);
  // Several processes on PostgreSQL (docs/decisions/025): the workers start on a migrated, seeded database.
  await database.close();
  collectWorkersMetrics();
  relayAcrossProcesses();
  superviseWorkers(config.processes, log);
}

/** One process serving the shop: alone, or as one of the primary's workers. */
async function serve(config: AppConfig, database: DatabaseHandle) {
  const app = await buildApp(config, database);

  let listening = false;
  let closing = false;
  const shutdown = async (signal: string) => {
    // Told to stop while still starting (its primary gave up on the start): no request can be in
    // flight, and closing an app whose listen is still pending waits out the whole grace below.
    if (!listening) process.exit(0);
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down; letting requests in flight finish");
    // Within a supervisor's usual 30 s grace; a request still running then is settled later.
    setTimeout(() => {
      app.log.error("requests still running after 25 s; exiting anyway");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  // Started by another Node process with an IPC channel (tests, a supervisor): stop with it.
  if (process.send) process.on("disconnect", () => void shutdown("parent exited"));

  await app.listen({ port: config.port, host: config.host });
  listening = true;
  app.log.info({ database: database.kind, url: config.baseUrl }, `${config.shopName} is open`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("Start-up failed:", error);
  }
  process.exit(1);
});
