import { tmpdir } from "node:os";
import path from "node:path";
import { DEFAULT_SHIPPING_RULE } from "@hogar/shared";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { type BuildOptions, buildApp } from "../../src/app.ts";
import type { AppConfig } from "../../src/config.ts";
import type { DatabaseHandle } from "../../src/db/client.ts";
import { createTestDatabase } from "./test-database.ts";

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: "test",
    port: 0,
    host: "127.0.0.1",
    baseUrl: "http://localhost:3000",
    dataDir: path.join(tmpdir(), "hogar-test-data"),
    database: { kind: "pglite", dataDir: null },
    authSecret: "test-secret-that-is-long-enough-for-better-auth",
    shopName: "Hogar",
    logLevel: "silent",
    trustProxy: false,
    webDir: null,
    social: {},
    oidcStandIns: {},
    signInLimits: { perEmail: 5, perAddress: 20, windowSeconds: 900 },
    shipping: DEFAULT_SHIPPING_RULE,
    adminEmails: [],
    settleOrdersAfterSeconds: 60,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  /** A second app on the same database, as after a restart or on another process. */
  restart(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/** The whole shop on a fresh, migrated database (a copy of the run's migrated template). */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  const config = testConfig({ ...overrides, database: testDatabase.config });
  const database = testDatabase.open();
  const apps = [await buildApp(config, database, options)];
  return {
    app: apps[0] as FastifyInstance,
    database,
    config,
    async restart() {
      const next = await buildApp(config, database, options);
      apps.push(next);
      return next;
    },
    async close() {
      for (const app of apps) await app.close();
      await database.close();
      await testDatabase.drop();
    },
  };
}

/** The Cookie header a browser would send back after this response. */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}
