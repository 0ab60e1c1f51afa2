import { execFileSync } from "node:child_process";

// In CI the journeys' two shops run on the machine's PostgreSQL (TEST_DATABASE_URL), each on a
// database of its own: the embedded database costs about twice the CPU a query, and CI's two cores
// are its limit (docs/decisions/018-ci-time.md). Playwright reads its config synchronously, so the
// statements run in a short node process.

const PREFIX = "hogar_e2e_";
/** A run killed before its teardown leaves its databases; a later run drops those this old. */
const STALE_AFTER_SECONDS = 6 * 3600;

/**
 * Runs `statements` one at a time on the server of `serverUrl` (skipping any that fail when
 * `tolerant`); the first column of every row they return.
 */
function runSql(serverUrl: string, statements: string[], { tolerant = false } = {}): string[] {
  const script = `
    const pg = require("pg");
    const [url, statements, tolerant] = process.argv.slice(1);
    const client = new pg.Client({ connectionString: url });
    (async () => {
      await client.connect();
      const out = [];
      for (const statement of JSON.parse(statements)) {
        try { out.push(...(await client.query(statement)).rows.map((row) => Object.values(row)[0])); }
        catch (error) { if (tolerant !== "true") throw error; }
      }
      await client.end();
      console.log(JSON.stringify(out));
    })().catch((error) => { console.error(error.message); process.exit(1); });`;
  const args = ["-e", script, serverUrl, JSON.stringify(statements), String(tolerant)];
  return JSON.parse(execFileSync(process.execPath, args, { cwd: import.meta.dirname, encoding: "utf8" }));
}

/** `count` new, empty databases on the server of `serverUrl`; their URLs. The shop migrates and seeds. */
export function createPostgresDatabases(serverUrl: string, count: number): string[] {
  const now = Math.floor(Date.now() / 1000);
  const existing = runSql(serverUrl, [`select datname from pg_database where datname like '${PREFIX}%'`]);
  const stale = existing.filter((name) => now - Number(name.split("_")[2]) > STALE_AFTER_SECONDS);
  const names = Array.from(
    { length: count },
    () => `${PREFIX}${now}_${Math.random().toString(36).slice(2, 10)}`,
  );
  // A stale database another run still uses refuses to go: it stays for a later run.
  runSql(
    serverUrl,
    stale.map((name) => `drop database if exists ${name}`),
    { tolerant: true },
  );
  runSql(
    serverUrl,
    names.map((name) => `create database ${name}`),
  );
  return names.map((name) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  });
}

/** Drops the databases of `urls` from the server of `serverUrl`, with the shops' connections open. */
export function dropPostgresDatabases(serverUrl: string, urls: string[]): void {
  const names = urls.map((url) => new URL(url).pathname.slice(1));
  runSql(
    serverUrl,
    names.map((name) => `drop database if exists ${name} with (force)`),
  );
}
