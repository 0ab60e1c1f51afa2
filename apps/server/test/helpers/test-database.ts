import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import type { DatabaseConfig } from "../../src/config.ts";
import { type DatabaseHandle, openDatabase, openEmbeddedDatabase } from "../../src/db/client.ts";
import { adminQuery } from "./migrated-template.ts";

export interface TestDatabase {
  config: DatabaseConfig;
  /** Opens the database (an embedded one lives only in the handle it opens, so open it once). */
  open(): DatabaseHandle;
  drop(): Promise<void>;
}

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is required for PostgreSQL tests");
  return url;
}

/** The run's migrated embedded database, to start a PGlite from (in memory or in a data folder). */
export function migratedSnapshot(): Blob {
  return new Blob([readFileSync(inject("pgliteTemplateFile"))]);
}

/**
 * A database for one test file, already migrated: an in-memory PGlite loaded from the run's migrated
 * dump, or a copy of the run's template on the PostgreSQL server. `empty` gives an unmigrated one,
 * for tests of start-up itself (processes migrating together).
 */
export async function createTestDatabase({ empty = false } = {}): Promise<TestDatabase> {
  if (process.env.TEST_DB !== "postgres") {
    const snapshot = empty ? undefined : migratedSnapshot();
    return {
      config: { kind: "pglite", dataDir: null },
      open: () => openEmbeddedDatabase({ dataDir: null, snapshot }),
      drop: async () => {},
    };
  }
  const name = `hogar_test_${randomUUID().replaceAll("-", "")}`;
  const template = empty ? "" : ` template ${inject("postgresTemplateName")}`;
  await adminQuery(serverUrl(), `create database ${name}${template}`);
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  const config: DatabaseConfig = { kind: "postgres", url: url.toString() };
  return {
    config,
    open: () => openDatabase(config),
    drop: () => adminQuery(serverUrl(), `drop database if exists ${name} with (force)`),
  };
}
