import { readdirSync, readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";

// "No English left" on a Spanish screen (docs/product.md 80), judged by the message catalogue itself:
// each English message, cut at its {placeholders}, gives fragments; a fragment that reads as English
// (two words or more, or one word of 6+ letters) and that the Spanish message of the same key does not
// also use must not be on the screen. Product names and descriptions are the shop's data, shown as
// entered in both languages, so the caller names them and they are taken out of the text first.

const MESSAGES_DIR = new URL("../../packages/shared/messages/", import.meta.url);

/** A message as the inlang format stores it: text, or variants (plurals) under `match`. */
type StoredMessage = string | { match?: Record<string, string> }[];

export interface EnglishFragment {
  key: string;
  text: string;
  /** The fragment as words: "Product" must not be found inside "Producto". */
  pattern: RegExp;
}

const oneSpace = (text: string) => text.replace(/\s+/g, " ").trim();

function variants(message: StoredMessage | undefined): string[] {
  if (typeof message === "string") return [message];
  if (Array.isArray(message)) return message.flatMap((variant) => Object.values(variant.match ?? {}));
  return [];
}

function readsAsEnglish(fragment: string): boolean {
  return fragment.split(" ").length >= 2 || (fragment.match(/\p{L}/gu)?.length ?? 0) >= 6;
}

function readCatalogue(area: string, locale: string): Record<string, StoredMessage> {
  return JSON.parse(readFileSync(new URL(`${area}/${locale}.json`, MESSAGES_DIR), "utf8"));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function wordPattern(fragment: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(fragment)}(?![\\p{L}\\p{N}])`, "u");
}

let fragments: EnglishFragment[] | undefined;

/** Every English fragment of every area's messages that its Spanish message does not share. */
export function englishFragments(): EnglishFragment[] {
  fragments ??= readdirSync(MESSAGES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap(({ name: area }) => {
      const english = readCatalogue(area, "en");
      const spanish = readCatalogue(area, "es-MX");
      return Object.entries(english)
        .filter(([key]) => !key.startsWith("$"))
        .flatMap(([key, message]) => {
          const spanishText = variants(spanish[key]).map(oneSpace);
          return variants(message)
            .flatMap((text) => text.split(/\{[^{}]*\}/))
            .map(oneSpace)
            .filter((text) => readsAsEnglish(text) && !spanishText.some((es) => es.includes(text)))
            .map((text) => ({ key, text, pattern: wordPattern(text) }));
        });
    });
  return fragments;
}

/**
 * What the screen says: the visible text, the page's title and the words only assistive technology
 * reads (labels, placeholders, alternative texts, tooltips).
 */
async function screenText(page: Page): Promise<string> {
  const [visible, spoken, title] = await Promise.all([
    page.locator("body").innerText(),
    page.evaluate(() =>
      Array.from(document.body.querySelectorAll("*")).flatMap((element) =>
        ["aria-label", "aria-description", "placeholder", "alt", "title"].flatMap(
          (name) => element.getAttribute(name) ?? [],
        ),
      ),
    ),
    page.title(),
  ]);
  return [visible, ...spoken, title].join("\n|\n");
}

/** The English fragments on the screen, after taking out `data` (product names and descriptions). */
export async function englishLeft(page: Page, data: readonly string[] = []): Promise<EnglishFragment[]> {
  let text = oneSpace(await screenText(page));
  // Longest first, so a description goes whole before a name inside it.
  for (const entry of data.map(oneSpace).sort((a, b) => b.length - a.length)) {
    if (entry) text = text.split(entry).join(" | ");
  }
  return englishFragments().filter(({ pattern }) => pattern.test(text));
}

export async function expectNoEnglishLeft(page: Page, data: readonly string[] = []): Promise<void> {
  const found = await englishLeft(page, data);
  expect(
    found.map(({ key, text }) => `${key}: "${text}"`),
    `English left on ${new URL(page.url()).pathname}`,
  ).toEqual([]);
}
