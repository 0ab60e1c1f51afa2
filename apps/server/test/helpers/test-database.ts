import { randomUUID } from "node:crypto";
import pg from "pg";
import type { DatabaseConfig } from "../../src/config.ts";

export interface TestDatabase {
  config: DatabaseConfig;
  drop(): Promise<void>;
}

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is required for PostgreSQL tests");
  return url;
}

/** A fresh database for one test file: in-memory PGlite, or a new database on the PostgreSQL server. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB !== "postgres") {
    return { config: { kind: "pglite", dataDir: null }, drop: async () => {} };
  }
  const name = `hogar_test_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return {
    config: { kind: "postgres", url: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl() });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
