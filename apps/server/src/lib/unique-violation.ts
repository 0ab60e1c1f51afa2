/**
 * PostgreSQL's unique_violation, however the driver wraps it (node-postgres, PGlite, drizzle); with
 * `constraint`, only a violation of that unique index or constraint.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: violated } = e as { code?: unknown; constraint?: unknown };
    if (code === "23505") return constraint === undefined || violated === constraint;
  }
  return false;
}
