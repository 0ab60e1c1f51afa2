// The language of the server's words (docs/product.md 80): messages are functions that read the
// locale of the request being answered, kept in async context so no caller has to pass it along.
import { AsyncLocalStorage } from "node:async_hooks";
import { getLocale, overwriteGetLocale } from "@hogar/shared/i18n-runtime";
import {
  DEFAULT_LOCALE,
  type Locale,
  localeFromAcceptLanguage,
  localeFromCookieHeader,
} from "@hogar/shared/locale";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";

const currentLocale = new AsyncLocalStorage<Locale>();
overwriteGetLocale(() => currentLocale.getStore() ?? DEFAULT_LOCALE);

// zod's own words (a field of the wrong type, an unknown key) follow the request's language too; the
// shop's schemas give their own messages for everything a form can send (docs/decisions/014).
const zodEnglish = z.locales.en().localeError;
const zodSpanish = z.locales.es().localeError;
z.config({
  localeError: (issue) => {
    if (getLocale() !== "es-MX") return zodEnglish(issue);
    // zod's Spanish says "llave" for a key; a Mexican form calls it a field.
    if (issue.code === "unrecognized_keys") {
      const plural = issue.keys.length > 1;
      return `${plural ? "Campos desconocidos" : "Campo desconocido"}: ${issue.keys.map((key) => `"${key}"`).join(", ")}`;
    }
    return zodSpanish(issue);
  },
});

/** The shopper's pick (the web app keeps it in a cookie, in step with the account), else the browser's. */
export function requestLocale(request: Pick<FastifyRequest, "headers">): Locale {
  return (
    localeFromCookieHeader(request.headers.cookie) ??
    localeFromAcceptLanguage(request.headers["accept-language"]) ??
    DEFAULT_LOCALE
  );
}

/** Runs `work` (and what it awaits) speaking `locale`: for mail written outside a request. */
export function inLocale<T>(locale: Locale, work: () => T): T {
  return currentLocale.run(locale, work);
}

/** Runs `work` speaking the language of `request`: for code Fastify may call outside its context. */
export function inRequestLocale<T>(request: Pick<FastifyRequest, "headers">, work: () => T): T {
  return inLocale(requestLocale(request), work);
}

declare module "fastify" {
  interface FastifyRequest {
    /** The language this request is answered in (docs/product.md 80). */
    locale: Locale;
  }
}

export function installRequestLocale(app: FastifyInstance): void {
  app.decorateRequest("locale", DEFAULT_LOCALE);
  app.addHook("onRequest", (request, _reply, done) => {
    request.locale = requestLocale(request);
    currentLocale.run(request.locale, done);
  });
  // A body arrives in stream events, outside the context onRequest entered: validation and the
  // handler run after this hook, so it enters the request's locale again for them.
  app.addHook("preValidation", (request, _reply, done) => {
    currentLocale.run(request.locale, done);
  });
}
