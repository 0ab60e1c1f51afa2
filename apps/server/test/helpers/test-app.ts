import { tmpdir } from "node:os";
import path from "node:path";
import { DEFAULT_SHIPPING_RULE } from "@hogar/shared";
import { DEFAULT_MSI_PLANS } from "@hogar/shared/payment-methods";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { type BuildOptions, buildApp } from "../../src/app.ts";
import { type AppConfig, DEFAULT_SIGN_IN_LIMITS, type JobsConfig } from "../../src/config.ts";
import type { DatabaseHandle } from "../../src/db/client.ts";
import type { SmtpInbox } from "./smtp-inbox.ts";
import { createTestDatabase } from "./test-database.ts";

/** The jobs worker's timing in tests: mail within a few tens of milliseconds, retries within a second. */
export const TEST_JOBS_CONFIG: JobsConfig = {
  pollMs: 25,
  leaseSeconds: 30,
  retryBaseSeconds: 0.1,
  retryMaxSeconds: 1,
  giveUpAfterSeconds: 3_600,
  keepFailedSeconds: 30 * 24 * 3_600,
};

/** The secret tests sign payment webhooks with (PAYMENTS_WEBHOOK_SECRET). */
export const TEST_WEBHOOK_SECRET = "test-webhook-secret-that-is-long-enough-0123456789";

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: "test",
    port: 0,
    host: "127.0.0.1",
    baseUrl: "http://localhost:3000",
    dataDir: path.join(tmpdir(), "hogar-test-data"),
    database: { kind: "pglite", dataDir: null },
    processes: 1,
    authSecret: "test-secret-that-is-long-enough-for-better-auth",
    shopName: "Hogar",
    logLevel: "silent",
    trustProxy: false,
    webDir: null,
    social: {},
    oidcStandIns: {},
    signInLimits: DEFAULT_SIGN_IN_LIMITS,
    // Tests sign many shoppers up from one address; sign-up-limit.test.ts sets its own.
    signUpLimits: { perAddress: 10_000, windowSeconds: 3600 },
    shipping: DEFAULT_SHIPPING_RULE,
    adminEmails: [],
    settleOrdersAfterSeconds: 60,
    lowStockThreshold: 5,
    ivaRateBp: 1600,
    seller: {
      legalName: "Hogar Pruebas, S.A. de C.V.",
      rfc: "HPR200101AB0",
      address: "Calle Prueba 1, Col. Centro, Cuauhtémoc, 06000 Ciudad de México, CDMX",
      phone: "55 0000 0000",
      email: "hola@hogar.test",
      fiscalName: "HOGAR PRUEBAS",
      taxRegime: "601",
      postalCode: "06000",
    },
    invoiceSeries: "A",
    mail: { from: "Hogar <no-reply@localhost>" },
    jobs: TEST_JOBS_CONFIG,
    payments: {
      webhookSecret: TEST_WEBHOOK_SECRET,
      payLaterHours: 72,
      msiPlans: [...DEFAULT_MSI_PLANS],
      sandboxControls: true,
    },
    ...overrides,
  };
}

export interface TestApp {
  /** The shop; its `inject` sends a cookie as a browser on the shop's own page would (see below). */
  app: FastifyInstance;
  /** Sends exactly the headers it is given, for tests of what the shop does with a bare request. */
  injectBare(options: InjectOptions): Promise<LightMyRequestResponse>;
  database: DatabaseHandle;
  config: AppConfig;
  /** A second app on the same database, as after a restart or on another process. */
  restart(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export interface TestAppOptions extends BuildOptions {
  /**
   * Deliver the shop's mail to this test SMTP server (`startSmtpInbox()`), with the jobs worker
   * running. Without it the worker is off unless `runJobs` is true: mail stays queued in `jobs`.
   */
  mailInbox?: SmtpInbox;
}

/** The whole shop on a fresh, migrated database (a copy of the run's migrated template). */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  testOptions: TestAppOptions = {},
): Promise<TestApp> {
  const { mailInbox, ...options } = testOptions;
  options.runJobs ??= mailInbox !== undefined;
  const mail = mailInbox ? { ...testConfig().mail, smtpUrl: mailInbox.url } : undefined;
  const testDatabase = await createTestDatabase();
  const config = testConfig({ ...(mail && { mail }), ...overrides, database: testDatabase.config });
  const database = testDatabase.open();
  const apps = [await buildApp(config, database, options)];
  const first = apps[0] as FastifyInstance;
  const injectBare = first.inject.bind(first) as TestApp["injectBare"];
  sendLikeABrowser(first);
  return {
    app: first,
    injectBare: (options) => injectBare(options),
    database,
    config,
    async restart() {
      const next = await buildApp(config, database, options);
      apps.push(sendLikeABrowser(next));
      return next;
    },
    async close() {
      for (const app of apps) await app.close();
      await database.close();
      await testDatabase.drop();
    },
  };
}

/**
 * A browser names the site every request comes from (Sec-Fetch-Site, or at least Origin), and the
 * shop refuses a cookie that arrives with neither (docs/product.md 69). So a request a test
 * sends with a cookie and neither header gets `Sec-Fetch-Site: same-origin`, as from the shop's own
 * page; one that sets Origin or Sec-Fetch-Site itself is sent as it is.
 */
function sendLikeABrowser(app: FastifyInstance): FastifyInstance {
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  const withSite = (options: InjectOptions | string) => {
    if (typeof options !== "object") return inject(options);
    const names = Object.keys(options.headers ?? {}).map((name) => name.toLowerCase());
    const named = names.includes("origin") || names.includes("sec-fetch-site");
    const fromTheShop = (names.includes("cookie") || options.cookies) && !named;
    const site = fromTheShop ? { "sec-fetch-site": "same-origin" } : {};
    return inject({ ...options, headers: { ...options.headers, ...site } });
  };
  app.inject = withSite as unknown as FastifyInstance["inject"];
  return app;
}

/** The Cookie header a browser would send back after this response. */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}
