// Which language a shopper gets (docs/product.md 80): the browser's languages in its order of
// preference, any Spanish as Mexican Spanish, any English as English, nothing else.
import { describe, expect, it } from "vitest";
import { readCookie } from "../src/cookies.ts";
import {
  isLocale,
  LOCALE_COOKIE,
  LOCALES,
  localeFromAcceptLanguage,
  localeFromCookieHeader,
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

  it('reads the q parameter whatever its case ("Q=" too, RFC 9110 5.6.6)', () => {
    expect(localeFromAcceptLanguage("en;Q=0.5, es;Q=0.8")).toBe("es-MX");
    expect(localeFromAcceptLanguage("es;Q=0, en")).toBe("en");
    expect(localeFromAcceptLanguage("en ; Q=0.2, es-MX ; q=0.9")).toBe("es-MX");
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

describe("readCookie (a Cookie header or document.cookie)", () => {
  it("finds one cookie among others, whatever the spaces, and decodes it", () => {
    const header = "theme=dark;  hogar_session=abc.def%3D%3D ;hogar_locale=es-MX";
    expect(readCookie(header, "hogar_session")).toBe("abc.def==");
    expect(readCookie(header, "hogar_locale")).toBe("es-MX");
    expect(readCookie(header, "theme")).toBe("dark");
  });

  it("keeps an = inside the value and takes the first of two cookies of one name", () => {
    expect(readCookie("token=a=b=c", "token")).toBe("a=b=c");
    expect(readCookie("a=1; a=2", "a")).toBe("1");
  });

  it("says nothing for no header, another cookie, a name that only starts alike or a broken value", () => {
    expect(readCookie(undefined, "a")).toBeUndefined();
    expect(readCookie("", "a")).toBeUndefined();
    expect(readCookie("b=1", "a")).toBeUndefined();
    expect(readCookie("hogar_locale_old=es-MX", "hogar_locale")).toBeUndefined();
    expect(readCookie("flag", "flag")).toBeUndefined();
    expect(readCookie("a=%E0%A4%A", "a")).toBeUndefined();
  });
});

describe("localeFromCookieHeader (the pick in hogar_locale)", () => {
  it("reads the pick when it is one of the shop's locales", () => {
    expect(localeFromCookieHeader("theme=dark; hogar_locale=es-MX")).toBe("es-MX");
    expect(localeFromCookieHeader("hogar_locale=en")).toBe("en");
    expect(localeFromCookieHeader("hogar_locale=es%2DMX")).toBe("es-MX");
  });

  it("says nothing without the cookie or with a value the shop does not speak", () => {
    expect(localeFromCookieHeader(undefined)).toBeUndefined();
    expect(localeFromCookieHeader("theme=dark")).toBeUndefined();
    expect(localeFromCookieHeader("hogar_locale=fr")).toBeUndefined();
    expect(localeFromCookieHeader("hogar_locale=")).toBeUndefined();
  });
});
