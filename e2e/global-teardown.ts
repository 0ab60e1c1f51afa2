import { dropPostgresDatabases } from "./postgres-databases.ts";

/** Drops the shops' PostgreSQL databases, if the run made any (playwright.config.ts). */
export default function globalTeardown(): void {
  const urls = [process.env.E2E_DATABASE_URL, process.env.E2E_ADMIN_DATABASE_URL];
  dropPostgresDatabases(urls.filter((url): url is string => Boolean(url)));
}
