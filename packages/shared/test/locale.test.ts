// Which language a shopper gets (docs/product.md 80): the browser's languages in its order of
// preference, any Spanish as Mexican Spanish, any English as English, nothing else.
import { describe, expect, it } from "vitest";
import {
  isLocale,
  LOCALE_COOKIE,
  LOCALES,
  localeFromAcceptLanguage,
  localeFromLanguages,
} from "../src/i18n/locale.ts";

describe("localeFromLanguages (navigator.languages)", () => {
  it("takes the first language the shop speaks, in the browser's order", () => {
    expect(localeFromLanguages(["es-MX", "en-US"])).toBe("es-MX");
    expect(localeFromLanguages(["en-US", "es-MX"])).toBe("en");
    expect(localeFromLanguages(["fr-FR", "de", "es"])).toBe("es-MX");
  });

  it("reads any Spanish as Mexican Spanish and any English as English", () => {
    for (const tag of ["es", "es-ES", "es-419", "ES-mx", " es-AR "])
      expect(localeFromLanguages([tag])).toBe("es-MX");
    for (const tag of ["en", "en-GB", "en-US", "EN-au"]) expect(localeFromLanguages([tag])).toBe("en");
  });

  it("says nothing when no language is one the shop speaks", () => {
    expect(localeFromLanguages(["fr"])).toBeUndefined();
    expect(localeFromLanguages(["pt-BR", "de-DE"])).toBeUndefined();
    expect(localeFromLanguages([])).toBeUndefined();
    // A tag that only starts like one: "esperanto" is no Spanish.
    expect(localeFromLanguages(["eo", "enx"])).toBeUndefined();
  });
});

describe("localeFromAcceptLanguage (the header)", () => {
  it("reads a plain list in its order", () => {
    expect(localeFromAcceptLanguage("es-MX,es;q=0.9")).toBe("es-MX");
    expect(localeFromAcceptLanguage("en-US,en;q=0.9,es;q=0.8")).toBe("en");
  });

  it("ranks by q-values, not by place in the header", () => {
    expect(localeFromAcceptLanguage("en;q=0.5, es;q=0.8")).toBe("es-MX");
    expect(localeFromAcceptLanguage("fr, en;q=0.4, es-ES;q=0.7")).toBe("es-MX");
    expect(localeFromAcceptLanguage("es;q=0.3,en-GB;q=0.31")).toBe("en");
  });

  it("keeps the header's order between equal q-values", () => {
    expect(localeFromAcceptLanguage("es;q=0.8, en;q=0.8")).toBe("es-MX");
    expect(localeFromAcceptLanguage("en;q=0.8, es;q=0.8")).toBe("en");
  });

  it("refuses a language with q=0", () => {
    expect(localeFromAcceptLanguage("es;q=0, en;q=0.1")).toBe("en");
    expect(localeFromAcceptLanguage("en;q=0")).toBeUndefined();
  });

  it('takes "*" as saying nothing', () => {
    expect(localeFromAcceptLanguage("*")).toBeUndefined();
    expect(localeFromAcceptLanguage("*, es;q=0.5")).toBe("es-MX");
  });

  it("maps es-ES to es-MX and en-GB to en; French alone is no answer", () => {
    expect(localeFromAcceptLanguage("es-ES")).toBe("es-MX");
    expect(localeFromAcceptLanguage("en-GB")).toBe("en");
    expect(localeFromAcceptLanguage("fr")).toBeUndefined();
    expect(localeFromAcceptLanguage("fr-CA,fr;q=0.9")).toBeUndefined();
  });

  it("says nothing for no header, an empty one or a broken one", () => {
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
    expect(localeFromAcceptLanguage("")).toBeUndefined();
    expect(localeFromAcceptLanguage(" , ;q=1")).toBeUndefined();
    // A q that is not a number counts as 0: refused.
    expect(localeFromAcceptLanguage("es;q=abc")).toBeUndefined();
  });
});

describe("the shop's locales", () => {
  it("are English and Mexican Spanish, the pick kept in the hogar_locale cookie", () => {
    expect(LOCALES).toEqual(["en", "es-MX"]);
    expect(LOCALE_COOKIE).toBe("hogar_locale");
    expect(isLocale("es-MX")).toBe(true);
    expect(isLocale("en")).toBe(true);
    for (const value of ["es", "en-US", "", null, undefined, 1]) expect(isLocale(value)).toBe(false);
  });
});
