import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { openEmbeddedDatabase } from "../src/db/client.ts";
import { createUser } from "./helpers/factories.ts";
import { testConfig } from "./helpers/test-app.ts";
import { migratedSnapshot } from "./helpers/test-database.ts";

// The command itself: its arguments, database and exit codes. What a role change does is in
// role-change.test.ts, in process; each run of the command costs a Node process loading the sources.
// The command opens the embedded database of DATA_DIR itself, whatever database the suite runs
// on, so this file runs once, in the embedded project (vitest.config.ts).
describe("npm run admin", () => {
  const run = promisify(execFile);
  const script = path.resolve(import.meta.dirname, "../scripts/admin.ts");

  it("grants the admin role on the shop's database, and refuses a wrong command", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "hogar-admin-cli-"));
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      BASE_URL: "http://localhost:3000",
      NODE_ENV: "test",
    };
    // Sign someone up on that embedded database, then close it: one process at a time opens it.
    const config = testConfig({ database: { kind: "pglite", dataDir }, dataDir });
    const database = openEmbeddedDatabase({ dataDir, snapshot: migratedSnapshot() });
    const app = await buildApp(config, database);
    await createUser(app, { email: "ana.admin@example.com" });
    await app.close();
    await database.close();

    // A wrong command is refused before the database opens, so it runs alongside the grant.
    const [wrongCommand, granted] = await Promise.all([
      run("node", ["--import", "tsx", script, "promote", "x@example.com"], { env }).then(
        () => null,
        (error: unknown) => error,
      ),
      run("node", ["--import", "tsx", script, "grant", "ANA.admin@example.com"], { env }),
    ]);
    expect(wrongCommand).toMatchObject({ code: 2, stderr: expect.stringContaining("Usage: npm run admin") });
    expect(granted.stdout).toContain("ana.admin@example.com is now an admin.");
  }, 60_000);
});
