import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

/** Fragments that have broken SQL, LIKE patterns, full-text queries or text columns elsewhere. */
export const SQL_FRAGMENTS = [
  "'",
  "''",
  '"',
  "\\",
  "%",
  "_",
  "%_\\",
  "' or '1'='1",
  "'; drop table products; --",
  "1; select pg_sleep(1)",
  "sofa' union select * from users --",
  "$1",
  ":*",
  "!&|<->",
  "(",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "é",
  "🛋️",
  "",
  " ",
  "__proto__",
  "constructor",
] as const;

/** Short strings drawn mostly from characters that mean something to SQL, JSON or PostgreSQL. */
export const hostileString = fc.oneof(
  fc.constantFrom(...SQL_FRAGMENTS),
  fc.string({
    unit: fc.constantFrom("'", '"', "\\", "%", "_", ";", "-", " ", "a", "1", "\u0000", "\uD800", "é", "\n"),
    maxLength: 12,
  }),
  fc.string({ unit: "binary", maxLength: 20 }),
);

/** Any JSON value, mostly hostile strings: text fields are where the database gets involved. */
export const anyJsonValue = fc.oneof(
  { arbitrary: hostileString, weight: 3 },
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(0, -1, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 53, true, null, [], {}),
);

/** A valid body with one field replaced or an unexpected field added, to get past the other checks. */
function mutated(valid: Record<string, unknown>) {
  const field = fc.oneof(
    { arbitrary: fc.constantFrom(...Object.keys(valid)), weight: 4 },
    fc.constantFrom("role", "__proto__", "id", "price"),
  );
  return fc.tuple(field, anyJsonValue).map(([key, value]) => JSON.stringify({ ...valid, [key]: value }));
}

/** Each field of a valid body set to text that has broken databases: always tried first. */
export function fieldExamples(valid: Record<string, unknown>): [string][] {
  return Object.keys(valid).flatMap((key) =>
    ["a\u0000b", "'; drop table products; --", "\uD800"].map((value): [string] => [
      JSON.stringify({ ...valid, [key]: value }),
    ]),
  );
}

/** A body as sent: any JSON text, a mutation of a valid body, or a valid body with fields missing. */
export function hostileBody(valid: Record<string, unknown>) {
  return fc.oneof(
    { arbitrary: mutated(valid), weight: 4 },
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
    fc.object({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
    fc
      .subarray(Object.keys(valid))
      .map((kept) => JSON.stringify(Object.fromEntries(kept.map((k) => [k, valid[k]])))),
  );
}

/** A path segment as it arrives in a URL: percent escapes (some malformed), dots and quotes. */
export const hostileSegment = fc
  .array(fc.constantFrom("%", "%00", "%2F", "%E0%A4%A", "%27", "%20", "'", "a", "1", "-", ".", "..", "é"), {
    minLength: 1,
    maxLength: 6,
  })
  .map((parts) => parts.join(""));

/** What bad input must get: an answer below 500 and, when refused, a message a person can read. */
export function expectHandled(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBeLessThan(500);
  if (response.statusCode >= 400) expect(response.json().message, response.body).toMatch(/\w{3}/);
}
