import { execFileSync } from "node:child_process";

// In CI the journeys' two shops run on the machine's PostgreSQL (TEST_DATABASE_URL), each on a
// database of its own: the embedded database costs about twice the CPU a query, and CI's two cores
// are its limit (docs/decisions/018-ci-time.md). Playwright reads its config synchronously, so the
// databases are made by a short node process.

const PREFIX = "hogar_e2e_";
/** A run killed before its teardown leaves its databases; the next run drops those this old. */
const STALE_AFTER_SECONDS = 6 * 3600;

/** Runs `statements` (one at a time, errors ignored where `tolerant`) against the server. */
function runSql(serverUrl: string, statements: string[], tolerant = false): string {
  const script = `
    const pg = require("pg");
    const client = new pg.Client({ connectionString: process.argv[1] });
    (async () => {
      await client.connect();
      const out = [];
      for (const statement of JSON.parse(process.argv[2])) {
        try { out.push(...(await client.query(statement)).rows.map((row) => Object.values(row)[0])); }
        catch (error) { if (!${tolerant}) throw error; }
      }
      await client.end();
      console.log(JSON.stringify(out));
    })().catch((error) => { console.error(error.message); process.exit(1); });`;
  return execFileSync(process.execPath, ["-e", script, serverUrl, JSON.stringify(statements)], {
    cwd: import.meta.dirname,
    encoding: "utf8",
  });
}

/** A new, empty database on the server of `serverUrl`; its URL. The shop migrates and seeds it. */
export function createPostgresDatabase(serverUrl: string): string {
  const now = Math.floor(Date.now() / 1000);
  const existing: string[] = JSON.parse(
    runSql(serverUrl, [`select datname from pg_database where datname like '${PREFIX}%'`]),
  );
  const stale = existing.filter((name) => now - Number(name.split("_")[2]) > STALE_AFTER_SECONDS);
  runSql(
    serverUrl,
    stale.map((name) => `drop database if exists ${name}`),
    true,
  );
  const name = `${PREFIX}${now}_${Math.random().toString(36).slice(2, 10)}`;
  runSql(serverUrl, [`create database ${name}`]);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops the databases of `urls`, with the shops' connections still open. */
export function dropPostgresDatabases(urls: string[]): void {
  if (urls.length === 0) return;
  const server = new URL(urls[0] as string);
  const names = urls.map((url) => new URL(url).pathname.slice(1));
  server.pathname = "/postgres";
  runSql(
    server.toString(),
    names.map((name) => `drop database if exists ${name} with (force)`),
  );
}
