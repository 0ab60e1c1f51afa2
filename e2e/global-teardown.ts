import { dropPostgresDatabases } from "./postgres-databases.ts";

/** Drops the shops' PostgreSQL databases, if the run made them (playwright.config.ts). */
export default function globalTeardown(): void {
  const server = process.env.TEST_DATABASE_URL;
  const urls = [process.env.E2E_DATABASE_URL, process.env.E2E_ADMIN_DATABASE_URL];
  if (server)
    dropPostgresDatabases(
      server,
      urls.filter((url): url is string => Boolean(url)),
    );
}
