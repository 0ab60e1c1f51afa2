// Which language the web app starts in (docs/product.md 80): the shopper's pick in the cookie, else
// the first of the browser's languages the shop speaks (any Spanish is Mexican Spanish), else English.
import { getLocale } from "@hogar/shared/i18n-runtime";
import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import { shopDate, shopDateTime } from "@hogar/shared/shop-dates";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  adoptLocale,
  bootLocale,
  currentLocale,
  localeFromCookie,
  startLocale,
} from "../../src/lib/locale.ts";

function browserSpeaks(...languages: string[]): void {
  vi.spyOn(navigator, "languages", "get").mockReturnValue(languages);
}

function forgetPick(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the browser's cookie jar.
  document.cookie = "hogar_locale=; path=/; max-age=0";
}

afterEach(() => {
  forgetPick();
  vi.restoreAllMocks();
  browserSpeaks("en-US");
  startLocale();
});

describe("the locale a visit starts in", () => {
  it("is the pick in the cookie, over the browser's languages", () => {
    browserSpeaks("en-US", "en");
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the browser's cookie jar.
    document.cookie = "hogar_locale=es-MX; path=/";
    expect(bootLocale()).toBe("es-MX");
  });

  it("ignores a cookie that names no language the shop speaks", () => {
    browserSpeaks("es-ES");
    expect(localeFromCookie("theme=dark; hogar_locale=fr")).toBeUndefined();
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the browser's cookie jar.
    document.cookie = "hogar_locale=fr; path=/";
    expect(bootLocale()).toBe("es-MX");
  });

  it("gives any Spanish of the browser Mexican Spanish", () => {
    browserSpeaks("es-ES", "en");
    expect(bootLocale()).toBe("es-MX");
  });

  it("takes the first language the shop speaks, in the browser's order", () => {
    browserSpeaks("fr-FR", "es-AR", "en");
    expect(bootLocale()).toBe("es-MX");
  });

  it("is English when the browser speaks neither", () => {
    browserSpeaks("fr-FR", "de");
    expect(bootLocale()).toBe("en");
  });
});

describe("starting in a locale", () => {
  it("sets <html lang> and makes the messages speak it", () => {
    browserSpeaks("es-MX");
    startLocale();
    expect(document.documentElement.lang).toBe("es-MX");
    expect(getLocale()).toBe("es-MX");
    expect(m.common_language()).toBe("Idioma");

    browserSpeaks("fr");
    startLocale();
    expect(document.documentElement.lang).toBe("en");
    expect(m.common_language()).toBe("Language");
  });

  it("keeps an adopted locale in the cookie, so the server speaks it too", () => {
    adoptLocale("es-MX");
    expect(currentLocale()).toBe("es-MX");
    expect(localeFromCookie(document.cookie)).toBe("es-MX");
    expect(document.documentElement.lang).toBe("es-MX");
  });
});

describe("dates and money (docs/product.md 81)", () => {
  it("read the same in both languages: dd/mm/yyyy, 24-hour times and $1,234.56 MXN", () => {
    for (const locale of ["en", "es-MX"] as const) {
      adoptLocale(locale);
      expect(formatMoney(123_456)).toBe("$1,234.56 MXN");
      expect(shopDate("2026-03-05T18:30:00Z", "America/Mexico_City")).toBe("05/03/2026");
      expect(shopDateTime("2026-03-05T18:30:00Z", "America/Mexico_City")).toBe("05/03/2026 12:30");
    }
  });
});
