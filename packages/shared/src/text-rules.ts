// PostgreSQL text cannot hold the NUL character (U+0000), and no one types it: text bound for the
// database is refused with a message instead of failing there with a 500.

export const NUL_MESSAGE = "must not contain the NUL character (U+0000)";

export function hasNoNul(value: string): boolean {
  return !value.includes("\u0000");
}
