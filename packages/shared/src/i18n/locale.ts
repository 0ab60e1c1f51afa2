// Which language a shopper gets (docs/product.md 80): their pick, else the browser's languages, else
// English. Any Spanish (es, es-ES, es-419...) gets the shop's Mexican Spanish.
import { readCookie } from "../cookies.ts";

export const LOCALES = ["en", "es-MX"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The cookie that carries the pick to the server; the account keeps it too. */
export const LOCALE_COOKIE = "hogar_locale";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The pick kept in the hogar_locale cookie of a Cookie header (or `document.cookie`), if it is one. */
export function localeFromCookieHeader(header: string | undefined): Locale | undefined {
  const value = readCookie(header, LOCALE_COOKIE);
  return isLocale(value) ? value : undefined;
}

/** The first of the browser's languages the shop speaks, in the browser's order of preference. */
export function localeFromLanguages(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const base = tag.trim().toLowerCase().split("-")[0];
    if (base === "es") return "es-MX";
    if (base === "en") return "en";
  }
  return undefined;
}

/**
 * Accept-Language, by its q-values (RFC 9110 12.5.4; the parameter's name is case-insensitive, "Q=" too);
 * a tag with q=0 is refused, "*" says nothing.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return localeFromLanguages(ranked.map((entry) => entry.tag));
}
