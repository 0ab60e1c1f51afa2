import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// API tests run on a fresh embedded database; with TEST_DATABASE_URL they run again on PostgreSQL,
// together with the tests that need a real server (*.pg.test.ts: several processes on one database).
// The database is migrated once per run (globalSetup); each test file starts from a copy of it.
// Test files share one module graph per worker (isolate: false saves about a second of imports per
// file), except those that replace a module with vi.mock, which get their own.
const replacesModules = [
  "apps/server/test/security-ownership.test.ts",
  "apps/server/test/security-cross-site.test.ts",
];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

function serverProjects(db: "pglite" | "postgres") {
  const test = {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ["apps/server/test/helpers/migrated-template.ts"],
    env: { TEST_DB: db },
  };
  const exclude = db === "pglite" ? ["**/*.pg.test.ts"] : [];
  return [
    {
      test: {
        ...test,
        name: `server:${db}`,
        include: ["apps/server/test/**/*.test.ts"],
        exclude: [...exclude, ...replacesModules],
        isolate: false,
      },
    },
    { test: { ...test, name: `server:${db}:isolated`, include: replacesModules } },
  ];
}

export default defineConfig({
  test: {
    // Vitest leaves one core to itself by default, which is one worker on a two-core machine; the
    // files wait on their database more than on the main process, so use every core.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: "shared", include: ["packages/shared/test/**/*.test.ts"] } },
      {
        test: {
          name: "web",
          include: ["apps/web/test/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["apps/web/test/setup.ts"],
        },
      },
      ...serverProjects("pglite"),
      ...(onPostgres ? serverProjects("postgres") : []),
    ],
  },
});
