import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { inject } from "vitest";
import type { DatabaseConfig } from "../../src/config.ts";
import {
  type DatabaseHandle,
  type EmbeddedDatabaseHandle,
  openDatabase,
  openEmbeddedDatabase,
} from "../../src/db/client.ts";
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

// Migrated embedded databases that earlier test files of this worker closed, emptied for the next
// one: emptying takes a few milliseconds where loading a copy takes half a second.
const idleEmbedded: EmbeddedDatabaseHandle[] = [];

function openMigratedEmbedded(): DatabaseHandle {
  const database =
    idleEmbedded.pop() ?? openEmbeddedDatabase({ dataDir: null, snapshot: migratedSnapshot() });
  return {
    ...database,
    close: async () => {
      await emptyEveryTable(database);
      idleEmbedded.push(database);
    },
  };
}

/** Back to the state of the migrated template, whose tables hold no rows. */
async function emptyEveryTable(database: DatabaseHandle): Promise<void> {
  const tables = (await database.db.execute(
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: { name: string }[] };
  const names = tables.rows.map((table) => table.name).join(", ");
  await database.db.execute(sql.raw(`truncate ${names} restart identity cascade`));
}

/**
 * A database for one test file, already migrated: an in-memory PGlite loaded from the run's migrated
 * dump, or a copy of the run's template on the PostgreSQL server. `empty` gives an unmigrated one,
 * for tests of start-up itself (processes migrating together).
 */
export async function createTestDatabase({ empty = false } = {}): Promise<TestDatabase> {
  if (process.env.TEST_DB !== "postgres") {
    return {
      config: { kind: "pglite", dataDir: null },
      open: () => (empty ? openEmbeddedDatabase({ dataDir: null }) : openMigratedEmbedded()),
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
