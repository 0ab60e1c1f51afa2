import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { cachedCatalogueImagesDir } from "../apps/server/test/helpers/catalogue-images-cache.ts";
import { serveCommand } from "../apps/server/test/helpers/serve-command.ts";
import { CHROMIUM_FLAGS, JOURNEYS_CHROMIUM_PATH } from "./chromium.ts";
import { createPostgresDatabases } from "./postgres-databases.ts";

// Each run starts the real shop on a fresh database (below) and a port nobody uses, so two runs on
// one machine never meet. Playwright loads this file again in every worker: the environment carries
// the first choice to them.
process.env.E2E_PORT ??= String(freePort());
process.env.E2E_DATA_DIR ??= freshDataDir();
// The admin journeys add and archive products; they get a shop of their own, so the others'
// catalogue counts stay exact while both run at once.
process.env.E2E_ADMIN_PORT ??= String(freePort());
process.env.E2E_ADMIN_DATA_DIR ??= freshDataDir();
process.env.E2E_SMTP_PORT ??= String(freePort());
// With TEST_DATABASE_URL (as in CI) both shops run on databases of their own on that PostgreSQL
// server (e2e/postgres-databases.ts), dropped again by the teardown.
const postgresServer = process.env.TEST_DATABASE_URL;
if (postgresServer && !process.env.E2E_DATABASE_URL) {
  [process.env.E2E_DATABASE_URL, process.env.E2E_ADMIN_DATABASE_URL] = createPostgresDatabases(
    postgresServer,
    2,
  );
}
// What the test mail server received, one .eml file a message (e2e/tests/mail.ts reads them).
process.env.E2E_MAIL_DIR ??= path.join(process.env.E2E_DATA_DIR, "mail-received");
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR;
const adminPort = Number(process.env.E2E_ADMIN_PORT);
const adminBaseURL = `http://127.0.0.1:${adminPort}`;
const ADMIN_SPECS = /(admin|back-office)\.spec\.ts$/;
const smtpPort = Number(process.env.E2E_SMTP_PORT);
// Who uses which admin e-mail: see ADMIN_EMAILS in webServer below.
const ADMIN_EMAILS = Array.from({ length: 22 }, (_, i) => i + 1).map((n) => `admin${n}@e2e.example.com`);

export default defineConfig({
  testDir: "./tests",
  // Traces of failures stay with the run, not in a folder another run clears.
  outputDir: path.join(dataDir, "test-results"),
  fullyParallel: true,
  // The journeys mostly wait (on the browser, the server, a debounce): alone they keep about half of
  // one core busy, so three workers on two cores finish sooner without starving each other.
  workers: 3,
  retries: 0,
  // Generous, since a slow host is not a failure: CI runs the journeys beside `npm test` on two cores,
  // and on a slow host a journey that takes 10 s alone took over 60 s there, and a list that shows
  // within a second alone took over 5 s (Playwright's default wait). Speed is measured by the bench.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? "line" : "list",
  globalTeardown: "./global-teardown.ts",
  projects: [
    { name: "shop", testIgnore: ADMIN_SPECS },
    { name: "admin", testMatch: ADMIN_SPECS, use: { baseURL: adminBaseURL } },
  ],
  use: {
    baseURL,
    // Recording traces cost a fifth of the suite's time on two cores, so a failure keeps a screenshot;
    // `npm run test:e2e -- --trace on <spec>` records the trace of a journey being debugged.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: JOURNEYS_CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  webServer: [
    {
      command: "node --import tsx e2e/smtp-sink.ts",
      cwd: "..",
      port: smtpPort,
      reuseExistingServer: false,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_DIR: process.env.E2E_MAIL_DIR },
    },
    shopServer(port, dataDir, process.env.E2E_DATABASE_URL),
    shopServer(adminPort, process.env.E2E_ADMIN_DATA_DIR, process.env.E2E_ADMIN_DATABASE_URL),
  ],
});

/** The real shop on its own database (embedded in `shopDataDir` without a `databaseUrl`), on `shopPort`. */
function shopServer(shopPort: number, shopDataDir: string, databaseUrl = "") {
  const url = `http://127.0.0.1:${shopPort}`;
  return {
    command: serveCommand(),
    cwd: "..",
    url: `${url}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(shopPort),
      HOST: "127.0.0.1",
      BASE_URL: url,
      DATA_DIR: shopDataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "warn",
      // Accounts that sign up with these e-mails become admins, one e-mail a test: admin1-6 in
      // admin.spec.ts, admin7 in accessibility.spec.ts (which adds and deletes nothing), admin9-12 in
      // back-office.spec.ts, admin13-16 in order-page.spec.ts, admin17-18 in reviews.spec.ts,
      // admin19-20 in promotions.spec.ts, admin21 in variants.spec.ts, admin22 in back-office.spec.ts.
      ADMIN_EMAILS: ADMIN_EMAILS.join(","),
      // Every journey signs a shopper up from 127.0.0.1; the limit itself has API tests.
      SIGN_UPS_PER_ADDRESS_PER_HOUR: "10000",
      // Every message goes to the test mail server.
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    },
  };
}

/** A port the system has just handed out (synchronous: Playwright reads this config synchronously). */
function freePort(): number {
  const probe =
    "const s = require('node:net').createServer();" +
    "s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });";
  return Number(execFileSync(process.execPath, ["-e", probe], { encoding: "utf8" }).trim());
}

/**
 * A new data folder for the shop. The catalogue's pictures are copied in when `npm test` has drawn
 * them already (apps/server/test/helpers/catalogue-images-cache.ts), so the shop starts without
 * drawing them again; otherwise it draws them at start, as on a newcomer's first run.
 */
function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "hogar-e2e-"));
  const pictures = cachedCatalogueImagesDir();
  if (existsSync(pictures)) cpSync(pictures, path.join(dir, "images"), { recursive: true });
  return dir;
}
