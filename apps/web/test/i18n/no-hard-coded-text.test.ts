// Every word a screen shows comes from the message catalogue (packages/shared/messages,
// docs/product.md 80), so Spanish never leaves an English word behind. This reads the web app's
// source and fails on text written into it: JSX text, and string literals that read as words.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parseAst } from "rolldown/parseAst";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "../../src");

/** Words that are the same in every language: names, not text. */
const NAMES = new Set([
  "Hogar",
  "Google",
  "Facebook",
  "GitHub",
  "Visa",
  "Mastercard",
  "MXN",
  "IVA",
  "RFC",
  "CFDI",
]);

/** Attributes whose values are never shown (or are checked elsewhere: aria-label and title are shown). */
const CODE_ATTRIBUTES = new Set([
  "className",
  "href",
  "to",
  "type",
  "id",
  "name",
  "autoComplete",
  "role",
  "htmlFor",
  "key",
  "rel",
  "target",
  "method",
  "accept",
  "inputMode",
  "pattern",
  "src",
  "srcSet",
  "sizes",
  "loading",
  "decoding",
  "fetchPriority",
  "viewBox",
  "d",
  "fill",
  "stroke",
  "xmlns",
  "strokeWidth",
  "strokeLinecap",
  "strokeLinejoin",
  "data-testid",
  "lang",
  "dir",
  "enterKeyHint",
  "autoCapitalize",
  "spellCheck",
  "aria-controls",
  "aria-labelledby",
  "aria-describedby",
  "aria-haspopup",
  "aria-live",
  "aria-current",
  "aria-autocomplete",
  "aria-activedescendant",
  "aria-sort",
  "aria-orientation",
  "form",
  "tabIndex",
  "variant",
  "size",
  "tone",
  "kind",
  "icon",
  "as",
  "media",
  "width",
  "height",
  "crossOrigin",
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Reads as words a person would read: a capitalised word, or two words with a space between. */
function readsAsText(text: string): boolean {
  const trimmed = text.trim();
  if (!/[A-Za-z]{2,}/.test(trimmed) || NAMES.has(trimmed)) return false;
  if (/(\.\.\.|…)$/.test(trimmed)) return true; // "Cancelling..."
  if (/^[a-z0-9_.:/#?=&@%*-]+$/i.test(trimmed) && !/^[A-Z][a-z]+$/.test(trimmed)) return false;
  // Class lists ("flex items-center gap-1"): lower-case tokens, some with "-" or ":".
  if (/^[a-z0-9:/[\]().%_!&>*~=#,-]+( [a-z0-9:/[\]().%_!&>*~=#,-]+)*$/.test(trimmed) && /[-:]/.test(trimmed))
    return false;
  return /^[A-Z][a-z]/.test(trimmed) || /[A-Za-z]+ [A-Za-z]+/.test(trimmed) || /[.!?…]$/.test(trimmed);
}

/** A node of the syntax tree (ESTree, as oxc gives it through rolldown), with its parent. */
interface SyntaxNode {
  type: string;
  start: number;
  end: number;
  parent?: SyntaxNode;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is SyntaxNode =>
  typeof value === "object" && value !== null && typeof (value as SyntaxNode).type === "string";

/** Types, imports and re-exports: never on screen. (`x as const` and the like are expressions.) */
function isTypeOrModuleSyntax(node: SyntaxNode): boolean {
  if (node.type.startsWith("TS")) return !node.type.endsWith("Expression");
  if (node.type === "ExportNamedDeclaration") return node.declaration === null;
  return node.type === "ImportDeclaration" || node.type === "ExportAllDeclaration";
}

/** A string put on screen as it is: `{free ? "FREE" : price}` or `{busy && "Sending..."}` inside JSX. */
function renderedDirectly(node: SyntaxNode): boolean {
  let child = node;
  let parent = node.parent;
  while (parent) {
    const isResult =
      parent.type === "ParenthesizedExpression" ||
      (parent.type === "ConditionalExpression" && child !== parent.test) ||
      (parent.type === "LogicalExpression" && child === parent.right);
    if (!isResult) break;
    child = parent;
    parent = parent.parent;
  }
  return parent?.type === "JSXExpressionContainer" && parent.parent?.type !== "JSXAttribute";
}

function insideCodeAttributeOrType(node: SyntaxNode, textOf: (node: SyntaxNode) => string): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === "JSXAttribute") return CODE_ATTRIBUTES.has(textOf(parent.name as SyntaxNode));
    if (isTypeOrModuleSyntax(parent)) return true;
    if (parent.type === "CallExpression") {
      const callee = textOf(parent.callee as SyntaxNode);
      // Errors for developers, lookups by key and class-name joins are not shown to shoppers.
      if (
        /^(Error|RangeError|TypeError)$|\.(get|has|includes|startsWith|endsWith|join|querySelector|matchMedia|getItem|setItem|removeItem)$/.test(
          callee,
        )
      )
        return true;
    }
    if (parent.type === "NewExpression" && /Error$/.test(textOf(parent.callee as SyntaxNode))) return true;
    if (parent.type === "BinaryExpression" && /^[!=]==$/.test(parent.operator as string)) return true;
    if (parent.type === "SwitchCase") return true;
    if (parent.type === "Property" && node === parent.value) {
      const key = textOf(parent.key as SyntaxNode);
      if (/^(queryKey|className|to|href|method|path|kind|id|status|code|key|icon|tone|variant)$/.test(key))
        return true;
    }
  }
  return false;
}

/** Every node below `node` (depth first, in source order), each given its parent. */
function* descendants(node: SyntaxNode): Generator<SyntaxNode> {
  for (const [key, value] of Object.entries(node)) {
    if (key === "parent") continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (!isNode(child)) continue;
      child.parent = node;
      yield child;
      yield* descendants(child);
    }
  }
}

/** The text of a string literal, a JSX text or a template's piece; null for any other node. */
function literalText(node: SyntaxNode): string | null {
  if (node.type === "Literal") return typeof node.value === "string" ? node.value : null;
  if (node.type === "JSXText") return node.value as string;
  if (node.type === "TemplateElement") return (node.value as { cooked: string }).cooked;
  return null;
}

function hardCodedText(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const program = parseAst(text, { lang: "tsx" }) as unknown as SyntaxNode;
  const textOf = (node: SyntaxNode) => text.slice(node.start, node.end);
  const found: string[] = [];
  for (const node of descendants(program)) {
    const value = literalText(node);
    if (value === null) continue;
    const hasWords = /[A-Za-z]{2,}/.test(value) && !NAMES.has(value.trim());
    // A template without placeholders stands for itself; a piece of one with placeholders does not.
    const template = node.parent as SyntaxNode;
    const whole = node.type === "TemplateElement" && (template.expressions as unknown[]).length === 0;
    const subject = whole ? template : node;
    const shown =
      node.type === "JSXText"
        ? hasWords
        : (readsAsText(value) && !insideCodeAttributeOrType(subject, textOf)) ||
          (renderedDirectly(subject) && hasWords);
    if (!shown) continue;
    const line = text.slice(0, node.start).split("\n").length;
    found.push(`${relative(SRC, file)}:${line} ${JSON.stringify(value.trim())}`);
  }
  return found;
}

describe("the web app's screens", () => {
  // Parses every source file: seconds on two cores shared with the journeys, so beyond the 5 s default.
  it("take every word from the message catalogue", { timeout: 60_000 }, () => {
    const found = sourceFiles(SRC).flatMap(hardCodedText);
    expect(found).toEqual([]);
  });
});
