/** PostgreSQL's error code, however the driver wraps the error (node-postgres, PGlite, drizzle). */
function violation(error: unknown, code: string, constraint: string | undefined): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code: found, constraint: violated } = e as { code?: unknown; constraint?: unknown };
    if (found === code) return constraint === undefined || violated === constraint;
  }
  return false;
}

/** A unique_violation; with `constraint`, only one of that unique index or constraint. */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean =>
  violation(error, "23505", constraint);

/** A check_violation of that CHECK constraint. */
export const isCheckViolation = (error: unknown, constraint: string): boolean =>
  violation(error, "23514", constraint);
