import { getLocale, overwriteGetLocale } from "../src/i18n/generated/runtime.js";

/** Runs `work` with the message functions speaking Mexican Spanish. */
export function inSpanish<T>(work: () => T): T {
  const before = getLocale;
  overwriteGetLocale(() => "es-MX");
  try {
    return work();
  } finally {
    overwriteGetLocale(before);
  }
}
