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

// The command opens the embedded database of DATA_DIR itself, whatever database the suite runs
// on, so this file runs once, in the embedded project (vitest.config.ts).
describe("npm run admin", () => {
  const run = promisify(execFile);
  const script = path.resolve(import.meta.dirname, "../scripts/admin.ts");

  it("grants and revokes the admin role, and names an unknown e-mail", async () => {
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

    // A wrong command is refused before the database opens, so it runs alongside the others.
    const wrongCommand = run("node", ["--import", "tsx", script, "promote", "x@example.com"], { env }).then(
      () => null,
      (error: unknown) => error,
    );
    const granted = await run("node", ["--import", "tsx", script, "grant", "ANA.admin@example.com"], { env });
    expect(granted.stdout).toContain("ana.admin@example.com is now an admin.");
    const revoked = await run("node", ["--import", "tsx", script, "revoke", "ana.admin@example.com"], {
      env,
    });
    expect(revoked.stdout).toContain("is now a regular shopper.");
    await expect(
      run("node", ["--import", "tsx", script, "grant", "nobody@example.com"], { env }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("No account uses the e-mail nobody@example.com"),
    });
    expect(await wrongCommand).toMatchObject({ code: 2 });
  }, 60_000);
});
