import { getLocale } from "@hogar/shared/i18n-runtime";
import type { Locale } from "@hogar/shared/locale";
import { inLocale } from "../../lib/request-locale.ts";

/**
 * The language a mail is written in (docs/product.md 80): the shopper's pick, else (for an order's
 * mail) the language the order was placed in, else the language of the request that sends it.
 * Callers pass the first two as `shopper.locale ?? order.locale`; null or undefined means "the
 * request's". An admin's change (shipping, a refund) always passes the shopper's, never its own.
 */
export type MailLocale = Locale | null | undefined;

/** Runs a template's `write` speaking `locale` (the request's when not given), so its messages are in it. */
export function writtenIn<T>(locale: MailLocale, write: () => T): T {
  return inLocale(locale ?? getLocale(), write);
}
