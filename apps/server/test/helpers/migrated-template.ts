import { createHash, randomUUID } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrationsFolder, openDatabase, openEmbeddedDatabase } from "../../src/db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated embedded database dumped to a file; each test file loads its own copy. */
    pgliteTemplateFile: string;
    /** A migrated PostgreSQL database; each test file creates its own database from it. */
    postgresTemplateName: string;
  }
}

/**
 * Vitest global setup: migrate at most once per run, so a test file starts from a copy (a PGlite dump
 * loads in about 0.5 s where a fresh PGlite takes 2.5 s; PostgreSQL copies a template database at once).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Embedded databases serve the PostgreSQL run too (the admin command's test opens one).
  project.provide("pgliteTemplateFile", await migratedPgliteDump());
  if (project.config.env.TEST_DB === "postgres") return setupPostgresTemplate(project);
  return async () => {};
}

/**
 * The migrated embedded database as a file, kept between runs under a name made of the migrations
 * and the PGlite version, so a run migrates only when one of them changed.
 */
async function migratedPgliteDump(): Promise<string> {
  const hash = createHash("sha256").update(pgliteVersion());
  for (const name of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const file = path.join(migrationsFolder, name);
    if (statSync(file).isFile()) hash.update(name).update(readFileSync(file));
  }
  const folder = path.join(tmpdir(), "hogar-test-templates");
  const file = path.join(folder, `${hash.digest("hex").slice(0, 16)}.tar`);
  if (existsSync(file)) return file;
  const database = openEmbeddedDatabase({ dataDir: null });
  await database.migrate();
  const dump = await database.dump();
  await database.close();
  mkdirSync(folder, { recursive: true });
  // Renamed into place, so a run starting meanwhile never reads half a file.
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return file;
}

function pgliteVersion(): string {
  // The package exports no package.json; its entry point sits in dist/.
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  return JSON.parse(readFileSync(path.join(path.dirname(entry), "..", "package.json"), "utf8")).version;
}

async function setupPostgresTemplate(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is required for PostgreSQL tests");
  const name = `hogar_template_${randomUUID().replaceAll("-", "")}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ kind: "postgres", url: url.toString() });
  await database.migrate();
  // No connection may stay open on a template while databases are created from it.
  await database.close();
  project.provide("postgresTemplateName", name);
  return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
}

export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
