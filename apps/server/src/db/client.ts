import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type DatabaseConfig, POSTGRES_CONNECTIONS } from "../config.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** What the rest of the server sees: one PostgreSQL dialect, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  kind: DatabaseConfig["kind"];
  db: Db;
  migrate(): Promise<void>;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
// Any fixed number works; every process of the shop takes the same lock before migrating.
const MIGRATION_LOCK_ID = 727_001;
// At shutdown, how long handlers still holding connections get to finish before the pool ends.
const DRAIN_TIMEOUT_MS = 10_000;

export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  return config.kind === "pglite"
    ? openEmbeddedDatabase({ dataDir: config.dataDir })
    : openPostgres(config.url, config.connections);
}

export interface EmbeddedDatabaseHandle extends DatabaseHandle {
  /** The whole database as a tar file, for `openEmbeddedDatabase({ snapshot })`. */
  dump(): Promise<Blob>;
}

/**
 * PGlite in `dataDir`, or in memory when it is null. A snapshot (from `dump()`) starts an in-memory
 * database as a copy: tests load a migrated one in 0.5 s instead of creating one in 2.5 s.
 */
export function openEmbeddedDatabase(options: {
  dataDir: string | null;
  snapshot?: Blob;
}): EmbeddedDatabaseHandle {
  let dir: string | undefined;
  if (options.dataDir) {
    dir = path.join(options.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
  }
  const client = new PGlite({ dataDir: dir, loadDataDir: options.snapshot, extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: "pglite",
    db,
    dump: async () => await client.dumpDataDir("none"),
    // One process owns an embedded database, so no lock is needed here.
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

/**
 * Settings of every connection to PostgreSQL. A listing or a search never waits on parallel workers:
 * under many concurrent requests starting them costs more than they save (docs/decisions/017,
 * "Parallel workers").
 */
export const SESSION_OPTIONS = "-c max_parallel_workers_per_gather=0";

function openPostgres(url: string, connections = POSTGRES_CONNECTIONS): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: connections,
    connectionTimeoutMillis: 5_000,
    options: SESSION_OPTIONS,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return {
    kind: "postgres",
    db,
    migrate: async () => {
      const client = await pool.connect();
      try {
        // Processes starting together wait here, so only one applies each migration.
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      // A handler whose caller hung up is no longer a connection the HTTP server waits for, but it may
      // still be mid-transaction (a checkout between its steps): let it finish before ending the pool.
      const deadline = Date.now() + DRAIN_TIMEOUT_MS;
      while (pool.totalCount > pool.idleCount || pool.waitingCount > 0) {
        if (Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await pool.end();
    },
  };
}
