// The language of the server's words (docs/product.md 80): messages are functions that read the
// locale of the request being answered, kept in async context so no caller has to pass it along.
import { AsyncLocalStorage } from "node:async_hooks";
import { overwriteGetLocale } from "@hogar/shared/i18n-runtime";
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  localeFromAcceptLanguage,
} from "@hogar/shared/locale";
import type { FastifyInstance, FastifyRequest } from "fastify";

const currentLocale = new AsyncLocalStorage<Locale>();
overwriteGetLocale(() => currentLocale.getStore() ?? DEFAULT_LOCALE);

function cookieLocale(header: string | undefined): Locale | undefined {
  for (const pair of header?.split(";") ?? []) {
    const [name, value] = pair.trim().split("=");
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}

/** The shopper's pick (the web app keeps it in a cookie, in step with the account), else the browser's. */
export function requestLocale(request: Pick<FastifyRequest, "headers">): Locale {
  return (
    cookieLocale(request.headers.cookie) ??
    localeFromAcceptLanguage(request.headers["accept-language"]) ??
    DEFAULT_LOCALE
  );
}

/** Runs `work` (and what it awaits) speaking `locale`: for mail written outside a request. */
export function inLocale<T>(locale: Locale, work: () => T): T {
  return currentLocale.run(locale, work);
}

export function installRequestLocale(app: FastifyInstance): void {
  app.addHook("onRequest", (request, _reply, done) => {
    currentLocale.run(requestLocale(request), done);
  });
}
