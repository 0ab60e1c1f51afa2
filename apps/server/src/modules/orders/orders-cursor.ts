import { m } from "@hogar/shared/messages";
import { AppError } from "../../lib/errors.ts";

/** Where a page of orders ends: the last order's created_at (as PostgreSQL's text, exact to the microsecond) and id. */
export interface OrdersCursor {
  createdAt: string;
  id: string;
}

const CREATED_AT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Opaque to callers: they pass back what a page gave them, never build one. */
export function encodeOrdersCursor(cursor: OrdersCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString("base64url");
}

export function decodeOrdersCursor(value: string): OrdersCursor {
  const [createdAt = "", id = "", ...rest] = Buffer.from(value, "base64url").toString("utf8").split("|");
  if (rest.length > 0 || !CREATED_AT.test(createdAt) || !UUID.test(id)) {
    const notOurs = m.rules_cursor_not_ours();
    throw new AppError("invalid", notOurs, { cursor: notOurs });
  }
  return { createdAt, id };
}
