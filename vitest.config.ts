import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { preactAliases } from "./apps/web/build/preact.ts";

// API tests run on a fresh embedded database; with TEST_DATABASE_URL they run again on PostgreSQL,
// together with the tests that need a real server (*.pg.test.ts: several processes on one database).
// The database is migrated once per run (globalSetup); each test file starts from a copy of it.
// Test files share one module graph per worker (isolate: false saves about a second of imports per
// file): every file builds its own app and database, and the server keeps no state in modules.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
// Files that never touch the database under test (the admin command opens its own embedded one)
// run once, in the embedded project.
const DATABASE_INDEPENDENT = [
  "**/admin-cli.test.ts",
  "**/cfdi-*.test.ts",
  "**/config.test.ts",
  "**/mail-templates.test.ts",
  "**/ttl-cache.test.ts",
];

// The compiled messages are about 1,200 small plain ES modules (docs/decisions/014): Node loads them
// as they are, instead of Vite transforming every one for every test file.
const plainMessages = { deps: { external: [/i18n\/generated\//] } };

function serverProject(db: "pglite" | "postgres") {
  return {
    test: {
      name: `server:${db}`,
      include: ["apps/server/test/**/*.test.ts"],
      exclude: db === "pglite" ? ["**/*.pg.test.ts"] : DATABASE_INDEPENDENT,
      env: { TEST_DB: db },
      server: plainMessages,
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // What these tests poll for is background work (mail, webhook retries with their backoff),
      // which a busy two-core CI machine can hold up for more than expect.poll's default second.
      expect: { poll: { timeout: 10_000 } },
      globalSetup: ["apps/server/test/helpers/migrated-template.ts"],
    },
  };
}

export default defineConfig({
  test: {
    // Vitest leaves a core to its main process by default: one worker on a two-core machine. Two
    // workers finish the suite about a third sooner.
    maxWorkers: availableParallelism(),
    projects: [
      // Pure functions: nothing to isolate.
      {
        test: {
          name: "shared",
          include: ["packages/shared/test/**/*.test.ts"],
          isolate: false,
          server: plainMessages,
        },
      },
      {
        resolve: {
          // ES module builds, whose React imports go through the aliases (a CommonJS require would not).
          conditions: ["module", "browser", "import"],
          alias: [
            // Its ES module build, so its React imports go through the aliases as the app's do.
            {
              find: /^@testing-library\/react$/,
              replacement: "@testing-library/react/dist/@testing-library/react.esm.js",
            },
            ...preactAliases,
          ],
        },
        test: {
          name: "web",
          include: ["apps/web/test/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["apps/web/test/setup.ts"],
          // The packages built on React are transformed too, so their React imports reach Preact.
          server: {
            deps: {
              ...plainMessages.deps,
              inline: [/@testing-library[\\/]react/, /@tanstack[\\/]react-query/, /react-router/],
            },
          },
          // One module graph and one page per worker, as for the API tests: loading Preact, Testing
          // Library and happy-dom again for every file cost most of this project's CPU. The setup
          // file leaves the page and the app's module stores as a new visit finds them.
          isolate: false,
          // A DOM test takes well under a second alone, but CI runs the suite beside the browser
          // journeys and the type check on two cores, where a long form test has taken over 5 s.
          testTimeout: 20_000,
        },
      },
      serverProject("pglite"),
      ...(onPostgres ? [serverProject("postgres")] : []),
    ],
  },
});
