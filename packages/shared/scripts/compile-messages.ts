// Compiles messages/*/{locale}.json into typed message functions (Paraglide, docs/decisions/014).
// Several npm scripts run this at once in CI (test, typecheck, build), so it skips when the sources
// are unchanged and otherwise compiles aside and swaps the folder in, never leaving half a folder.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
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
if (existsSync(stampFile) && readFileSync(stampFile, "utf8") === hash)
  // The inlang SDK keeps handles open for about 30 s after compiling; the work is done.
  process.exit(0);

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
writeFileSync(join(staging, ".sources-hash"), hash);

const retired = `${outdir}.retired-${process.pid}`;
if (existsSync(outdir)) renameSync(outdir, retired);
renameSync(staging, outdir);
rmSync(retired, { recursive: true, force: true });
// The inlang SDK keeps handles open for about 30 s after compiling; the work is done.
process.exit(0);
