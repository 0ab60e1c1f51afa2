import { m } from "@hogar/shared/messages";
import { AppError } from "../../lib/errors.ts";

/** A created_at as PostgreSQL writes it as text: exact to the microsecond, so no row is skipped or repeated. */
export const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;
export const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Where a back-office page ends: the last row's ordering keys, in order. Opaque to callers, who
 * pass back what a page gave them (docs/product.md 75).
 */
export function encodeCursor(keys: string[]): string {
  return Buffer.from(keys.join("|")).toString("base64url");
}

/** The keys of a cursor, each checked against its pattern; anything else is a 400. */
export function decodeCursor(value: string, patterns: RegExp[]): string[] {
  const keys = Buffer.from(value, "base64url").toString("utf8").split("|");
  if (keys.length !== patterns.length || keys.some((key, i) => !patterns[i]?.test(key))) {
    const notOurs = m.rules_cursor_not_ours();
    throw new AppError("invalid", notOurs, { cursor: notOurs });
  }
  return keys;
}
