// Every word a screen shows comes from the message catalogue (packages/shared/messages,
// docs/product.md 80), so Spanish never leaves an English word behind. This reads the web app's
// source and fails on text written into it: JSX text, and string literals that read as words.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
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

/** A string put on screen as it is: `{free ? "FREE" : price}` or `{busy && "Sending..."}` inside JSX. */
function renderedDirectly(node: ts.Node): boolean {
  let child = node;
  let parent = node.parent;
  while (parent) {
    const isResult =
      ts.isParenthesizedExpression(parent) ||
      (ts.isConditionalExpression(parent) && child !== parent.condition) ||
      (ts.isBinaryExpression(parent) &&
        child === parent.right &&
        /^(&&|\|\||\?\?)$/.test(parent.operatorToken.getText()));
    if (!isResult) break;
    child = parent;
    parent = parent.parent;
  }
  return Boolean(parent && ts.isJsxExpression(parent) && !ts.isJsxAttribute(parent.parent));
}

function insideCodeAttributeOrType(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isJsxAttribute(parent)) return CODE_ATTRIBUTES.has(parent.name.getText());
    if (ts.isTypeNode(parent) || ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent))
      return true;
    if (ts.isCallExpression(parent)) {
      const callee = parent.expression.getText();
      // Errors for developers, lookups by key and class-name joins are not shown to shoppers.
      if (
        /^(new )?(Error|RangeError|TypeError)$|\.(get|has|includes|startsWith|endsWith|join|querySelector|matchMedia|getItem|setItem|removeItem)$/.test(
          callee,
        )
      )
        return true;
    }
    if (ts.isNewExpression(parent) && /Error$/.test(parent.expression.getText())) return true;
    if (ts.isBinaryExpression(parent) && /===|!==/.test(parent.operatorToken.getText())) return true;
    if (ts.isCaseClause(parent)) return true;
    if (ts.isPropertyAssignment(parent) && node === parent.initializer) {
      const key = parent.name.getText();
      if (/^(queryKey|className|to|href|method|path|kind|id|status|code|key|icon|tone|variant)$/.test(key))
        return true;
    }
  }
  return false;
}

function hardCodedText(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, value: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${relative(SRC, file)}:${line + 1} ${JSON.stringify(value.trim())}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /[A-Za-z]{2,}/.test(node.text) && !NAMES.has(node.text.trim()))
      report(node, node.text);
    else if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)) &&
      ((readsAsText(node.text) && !insideCodeAttributeOrType(node)) ||
        (renderedDirectly(node) && /[A-Za-z]{2,}/.test(node.text) && !NAMES.has(node.text.trim())))
    )
      report(node, node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the web app's screens", () => {
  // Parses every source file: seconds on two cores shared with the journeys, so beyond the 5 s default.
  it("take every word from the message catalogue", { timeout: 60_000 }, () => {
    const found = sourceFiles(SRC).flatMap(hardCodedText);
    expect(found).toEqual([]);
  });
});
