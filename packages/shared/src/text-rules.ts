// PostgreSQL text cannot hold the NUL character (U+0000), and no one types it: text bound for the
// database is refused with a message instead of failing there with a 500.
import { m } from "./i18n/generated/messages.js";

/** "must not contain the NUL character (U+0000)", in the language of the moment it is called. */
export const NUL_MESSAGE = (): string => m.rules_nul();

export function hasNoNul(value: string): boolean {
  return !value.includes("\u0000");
}

/**
 * What one-line text refuses: a control character (C0 U+0000-U+001F, DEL U+007F, C1 U+0080-U+009F),
 * the line and paragraph separators (U+2028, U+2029: line breaks to every Unicode-aware reader), and
 * the bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069), which make
 * text read in another order than it is stored, as on a parcel's label ("Trojan Source",
 * CVE-2021-42574; Unicode UAX #9, https://www.unicode.org/reports/tr9/#Explicit_Directional_Embeddings).
 */
export const CONTROL_CHARACTER = /[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069\p{Cs}]/u;
// \p{Cs}: half of a surrogate pair alone (JSON's "\ud800"), which is no character: PostgreSQL would
// store U+FFFD in its place, and the answer would echo what was never kept.

/** "Remove the control and invisible characters", for text whose other words do not fit. */
export const TEXT_CONTROL_MESSAGE = (): string => m.rules_text_control();

/**
 * Whether text of several lines (a review, delivery instructions, a return's reason) holds a
 * character CONTROL_CHARACTER refuses besides its line breaks and tabs: a terminal's escape codes
 * or a bidirectional override would reach every reader of it.
 */
export function hasControlInLines(value: string): boolean {
  return CONTROL_CHARACTER.test(value.replace(/[\n\r\t]/g, ""));
}

/** White space and the format characters that show nothing (zero-width space and joiners, BOM, soft hyphen). */
const INVISIBLE = /[\p{White_Space}\p{Cf}]/gu;

/**
 * Whether text shows nothing at all: a required field "filled" with zero-width spaces is still
 * empty. Joiners inside visible text (an emoji's, a script's) are left alone.
 */
export function isBlank(value: string): boolean {
  return value.replace(INVISIBLE, "") === "";
}
