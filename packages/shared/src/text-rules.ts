// PostgreSQL text cannot hold the NUL character (U+0000), and no one types it: text bound for the
// database is refused with a message instead of failing there with a 500.
import { m } from "./i18n/generated/messages.js";

/** "must not contain the NUL character (U+0000)", in the language of the moment it is called. */
export const NUL_MESSAGE = (): string => m.rules_nul();

export function hasNoNul(value: string): boolean {
  return !value.includes("\u0000");
}

/** A control character: C0 (U+0000-U+001F), DEL (U+007F) or C1 (U+0080-U+009F). */
export const CONTROL_CHARACTER = /\p{Cc}/u;
