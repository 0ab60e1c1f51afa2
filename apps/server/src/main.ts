import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.ts";
import { ConfigError, imagesDir, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { seedCatalogueIfEmpty } from "./seed/seed-catalogue.ts";

const SHUTDOWN_TIMEOUT_MS = 25_000;
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");

async function main() {
  const config = loadConfig(process.env, webDir);
  const database = openDatabase(config.database);
  await database.migrate();
  const app = await buildApp(config, database);
  const catalogue = await seedCatalogueIfEmpty(database.db, imagesDir(config));
  if (catalogue.seeded) app.log.info({ products: catalogue.products }, "catalogue seeded");

  let closing = false;
  const shutdown = async (signal: string) => {
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
