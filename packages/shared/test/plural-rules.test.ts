// The compiled messages' plural forms (scripts/compile-messages.ts keeps one Intl.PluralRules per
// locale instead of Paraglide's one per call).

import { m } from "@hogar/shared/messages";
import { describe, expect, it } from "vitest";
import { plural } from "../src/i18n/generated/registry.js";

describe("plural forms in messages", () => {
  it("still picks each locale's form", () => {
    expect(m.catalog_available({ count: 1 }, { locale: "es-MX" })).toBe("1 disponible");
    expect(m.catalog_available({ count: 2 }, { locale: "es-MX" })).toBe("2 disponibles");
    expect(m.catalog_available({ count: 0 }, { locale: "es-MX" })).toBe("0 disponibles");
    expect(plural("en", 1, { type: "ordinal" })).toBe("one");
    expect(plural("en", 2, { type: "ordinal" })).toBe("two");
    expect(plural("en", 2, {})).toBe("other");
  });

  it("builds a locale's rules once, and once more for other options", () => {
    const Rules = Intl.PluralRules;
    let built = 0;
    const counted = class extends Rules {
      constructor(...args: ConstructorParameters<typeof Rules>) {
        super(...args);
        built++;
      }
    };
    Object.defineProperty(Intl, "PluralRules", { value: counted, configurable: true, writable: true });
    try {
      for (let count = 0; count < 50; count++) plural("es-MX", count, {});
      for (let count = 0; count < 50; count++) plural("es-MX", count, { type: "ordinal" });
    } finally {
      Object.defineProperty(Intl, "PluralRules", { value: Rules, configurable: true, writable: true });
    }
    expect(built).toBeLessThanOrEqual(2);
  });
});
