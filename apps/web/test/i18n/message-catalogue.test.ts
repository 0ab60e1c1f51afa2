// The message catalogue (docs/product.md 80): every message exists in both languages, with the same
// placeholders, under a key that names its area, so a screen can never fall back to the other language.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const MESSAGES = join(import.meta.dirname, "../../../../packages/shared/messages");
const LOCALES = ["en", "es-MX"] as const;

type Catalogue = Record<string, unknown>;

function read(area: string, locale: string): Catalogue {
  const { $schema: _schema, ...messages } = JSON.parse(
    readFileSync(join(MESSAGES, area, `${locale}.json`), "utf8"),
  );
  return messages;
}

/** The `{name}` placeholders a message uses, wherever they are (plain text or variants). */
function placeholders(message: unknown): string[] {
  const text = JSON.stringify(message);
  return [...new Set(text.match(/\{[a-zA-Z_][a-zA-Z0-9_]*\}/g) ?? [])].sort();
}

const areas = readdirSync(MESSAGES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe.each(areas)("the %s messages", (area) => {
  const [en, es] = LOCALES.map((locale) => read(area, locale)) as [Catalogue, Catalogue];

  it("exist in English and in Spanish, key for key", () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it("start with the area's name, so two areas never claim one key", () => {
    const prefix = `${area.replaceAll("-", "_")}_`;
    expect(Object.keys(en).filter((key) => !key.startsWith(prefix))).toEqual([]);
  });

  it("are never empty and use the same placeholders in both languages", () => {
    for (const [key, message] of Object.entries(en)) {
      expect(JSON.stringify(message).length, key).toBeGreaterThan(2);
      expect(JSON.stringify(es[key]).length, key).toBeGreaterThan(2);
      expect(placeholders(es[key]), key).toEqual(placeholders(message));
    }
  });
});

/** Every word of the code that reads the catalogue (the generated functions aside). */
function wordsOfTheCode(): Set<string> {
  const repo = join(MESSAGES, "../../..");
  const folders = ["apps/web/src", "apps/server/src", "packages/shared/src"].map((dir) => join(repo, dir));
  const words = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "generated") walk(path);
      } else if (/\.tsx?$/.test(entry.name)) {
        for (const word of readFileSync(path, "utf8").match(/\b[a-z][a-z0-9_]*\b/g) ?? []) words.add(word);
      }
    }
  };
  for (const folder of folders) walk(folder);
  return words;
}

describe("the catalogue", () => {
  it("holds only messages some code says", { timeout: 60_000 }, () => {
    const words = wordsOfTheCode();
    const unused = areas.flatMap((area) => Object.keys(read(area, "en")).filter((key) => !words.has(key)));
    expect(unused).toEqual([]);
  });
});
