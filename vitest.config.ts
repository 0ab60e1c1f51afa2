import { defineConfig } from "vitest/config";

// API tests run on a fresh embedded database; with TEST_DATABASE_URL they run again on PostgreSQL,
// together with the tests that need a real server (*.pg.test.ts: several processes on one database).
const serverTests = { testTimeout: 30_000, hookTimeout: 60_000 };
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      { test: { name: "shared", include: ["packages/shared/test/**/*.test.ts"] } },
      {
        test: {
          ...serverTests,
          name: "server:pglite",
          include: ["apps/server/test/**/*.test.ts"],
          exclude: ["**/*.pg.test.ts"],
          env: { TEST_DB: "pglite" },
        },
      },
      ...(onPostgres
        ? [
            {
              test: {
                ...serverTests,
                name: "server:postgres",
                include: ["apps/server/test/**/*.test.ts"],
                env: { TEST_DB: "postgres" },
              },
            },
          ]
        : []),
    ],
  },
});
