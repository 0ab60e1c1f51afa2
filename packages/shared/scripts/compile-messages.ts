// Compiles messages/*/{locale}.json into typed message functions (Paraglide, docs/decisions/014).
// It skips when the sources (and the compiler) are unchanged, which is every run but the first; CI
// compiles once before starting its parallel steps (.ci/run). Compilers started together take turns
// (a lock folder), and each compiles aside and swaps the folder in, never leaving half a folder.
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { compile } from "@inlang/paraglide-js";

const root = join(import.meta.dirname, "..");
const project = join(root, "project.inlang");
const outdir = join(root, "src/i18n/generated");
const stampFile = join(outdir, ".sources-hash");

function sourcesHash(): string {
  const hash = createHash("sha256");
  hash.update(readFileSync(join(project, "settings.json")));
  hash.update(readFileSync(import.meta.filename));
  // The compiler's version, and TypeScript's, which writes the declarations: an upgrade of either
  // must compile again. (Installed at the root, as settings.json assumes.)
  for (const tool of ["@inlang/paraglide-js", "typescript"])
    hash.update(readFileSync(join(root, `../../node_modules/${tool}/package.json`)));
  const messages = join(root, "messages");
  for (const area of readdirSync(messages).sort()) {
    for (const file of readdirSync(join(messages, area)).sort()) {
      hash.update(`${area}/${file}`);
      hash.update(readFileSync(join(messages, area, file)));
    }
  }
  return hash.digest("hex");
}

const hash = sourcesHash();
const isCurrent = () => existsSync(stampFile) && readFileSync(stampFile, "utf8") === hash;
if (isCurrent()) process.exit(0);

const lock = `${outdir}.lock`;
const STALE_LOCK_MS = 120_000;
/** Waits for another compiler to finish; a lock older than any compile is left from a crash. */
async function takeLock(): Promise<void> {
  for (;;) {
    try {
      mkdirSync(lock);
      return;
    } catch {
      const age = existsSync(lock) ? Date.now() - statSync(lock).mtimeMs : 0;
      if (age > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * Paraglide's `plural` builds a new Intl.PluralRules on every call, and a page of product cards calls
 * it once per card (each card's review count). A locale's rules never change, so the compiled registry
 * keeps one per locale and options. An upgrade that writes `plural` differently stops the compile here,
 * to be looked at.
 */
function keepPluralRules(registryFile: string): void {
  const built =
    "export function plural(locale, input, options) { \n\treturn new Intl.PluralRules(locale, options).select(Number(input))\n};";
  const kept = `const pluralRules = new Map();
export function plural(locale, input, options) {
\tconst key = options && Object.keys(options).length > 0 ? \`\${locale} \${JSON.stringify(options)}\` : locale;
\tlet rules = pluralRules.get(key);
\tif (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, options)));
\treturn rules.select(Number(input));
};`;
  const registry = readFileSync(registryFile, "utf8");
  if (!registry.includes(built))
    throw new Error(`${registryFile}: plural() is no longer the one keepPluralRules replaces`);
  writeFileSync(registryFile, registry.replace(built, kept));
}

await takeLock();
try {
  // The compiler that held the lock may have made these very sources.
  if (!isCurrent()) {
    const staging = `${outdir}.staging-${process.pid}`;
    await compile({
      project,
      outdir: staging,
      // The shop decides the locale itself (src/i18n/locale.ts) and hands it over with overwriteGetLocale.
      strategy: ["globalVariable", "baseLocale"],
      emitTsDeclarations: true,
      emitReadme: false,
      emitPrettierIgnore: false,
      emitGitIgnore: false,
      includeEslintDisableComment: false,
    });
    keepPluralRules(join(staging, "registry.js"));
    writeFileSync(join(staging, ".sources-hash"), hash);
    const retired = `${outdir}.retired-${process.pid}`;
    if (existsSync(outdir)) renameSync(outdir, retired);
    renameSync(staging, outdir);
    rmSync(retired, { recursive: true, force: true });
  }
} finally {
  rmSync(lock, { recursive: true, force: true });
}
// The inlang SDK keeps handles open for about 30 s after compiling; the work is done.
process.exit(0);
