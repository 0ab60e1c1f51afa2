import { overwriteGetLocale } from "@hogar/shared/i18n-runtime";
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  localeFromCookieHeader,
  localeFromLanguages,
} from "@hogar/shared/locale";
import { useSyncExternalStore } from "react";

/**
 * The language the screens speak (docs/product.md 80): the shopper's pick (the `hogar_locale` cookie,
 * which the server reads too), else the first of the browser's languages the shop speaks, else English.
 * Message functions ask `getLocale()`, which this module answers; a change tells the app to render again.
 */

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

let current: Locale = DEFAULT_LOCALE;
const listeners = new Set<() => void>();
/** Told of each pick with the language spoken before it, to go back to if the pick cannot be kept. */
type PickListener = (locale: Locale, previous: Locale) => void;
const pickListeners = new Set<PickListener>();

overwriteGetLocale(() => current);

/** This browser's pick, from its cookies. */
export function localeFromCookie(cookie: string): Locale | undefined {
  return localeFromCookieHeader(cookie);
}

/** The locale a visit starts in. */
export function bootLocale(): Locale {
  return (
    localeFromCookie(document.cookie) ?? localeFromLanguages(navigator.languages ?? []) ?? DEFAULT_LOCALE
  );
}

function apply(locale: Locale): void {
  current = locale;
  document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

/** Called once before the first render. */
export function startLocale(): void {
  apply(bootLocale());
}

export function currentLocale(): Locale {
  return current;
}

function rememberLocale(locale: Locale): void {
  // Sent only over https when the page came that way, as the session cookie is.
  const secure = location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not everywhere yet.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/** Switches language in place (no reload) and keeps it in the cookie, without telling the account. */
export function adoptLocale(locale: Locale): void {
  rememberLocale(locale);
  if (locale !== current) apply(locale);
}

/**
 * A pick made in this tab that no account keeps yet: one made signed out, on the sign-in page say,
 * is the shopper's newest, so the sign-in keeps it rather than the account's older one. In this tab
 * only (it outlives a social sign-in's round trip): another browser's cookie is no such pick.
 */
const UNSAVED_PICK = "hogar_locale_unsaved_pick";

function rememberUnsavedPick(locale: Locale): void {
  try {
    sessionStorage.setItem(UNSAVED_PICK, locale);
  } catch {
    // Storage turned off: the pick still holds in this browser, only the account does not learn it.
  }
}

/** The pick no account keeps yet, forgotten as it is taken. */
export function takeUnsavedPick(): Locale | undefined {
  try {
    const pick = sessionStorage.getItem(UNSAVED_PICK);
    sessionStorage.removeItem(UNSAVED_PICK);
    return pick !== null && isLocale(pick) ? pick : undefined;
  } catch {
    return undefined;
  }
}

/** The shopper's pick: switches, and tells whoever keeps it on the account (signed in). */
export function pickLocale(locale: Locale): void {
  const previous = current;
  adoptLocale(locale);
  rememberUnsavedPick(locale);
  for (const listener of pickListeners) listener(locale, previous);
}

/** Listens to the shopper's picks (the signed-in frame saves them on the account). */
export function onLocalePicked(listener: PickListener): () => void {
  pickListeners.add(listener);
  return () => pickListeners.delete(listener);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current locale; the component renders again when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}
