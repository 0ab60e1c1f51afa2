import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";

const serverRoot = path.resolve(import.meta.dirname, "../..");
const sharedRoot = path.resolve(serverRoot, "../../packages/shared");

/**
 * The server's own code in one plain JavaScript file: a process started from it spends about 1.5 s
 * of CPU before it listens, where loading the sources through tsx takes about 4.5 s
 * (docs/decisions/018-ci-time.md). The tests that start real server processes start a dozen.
 * Packages stay outside and load from node_modules as in `npm start`. Built once per test process.
 */
export function serverBundle(): Promise<string> {
  built ??= bundle();
  return built;
}
let built: Promise<string> | undefined;

async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(serverRoot, "src/main.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    write: false,
    logLevel: "warning",
    external: installedPackages().flatMap((name) => [name, `${name}/*`]),
    plugins: [ownUrls],
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error("esbuild produced no server bundle");
  // Inside apps/server, so the packages resolve from its node_modules and the root's. Named by its
  // content: a run reuses an unchanged bundle, and two runs at once write the same bytes.
  const folder = path.join(serverRoot, "node_modules/.cache/hogar-test-server");
  const file = path.join(folder, `main-${createHash("sha256").update(code).digest("hex").slice(0, 16)}.mjs`);
  if (existsSync(file)) {
    // Marked as used, so forgetOldBundles leaves it while this run may start servers from it.
    const now = new Date();
    utimesSync(file, now, now);
  } else {
    mkdirSync(folder, { recursive: true });
    forgetOldBundles(folder);
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  return file;
}

/** Bundles of earlier sources, unused for an hour: longer than a whole test run takes. */
function forgetOldBundles(folder: string): void {
  const hourAgo = Date.now() - 60 * 60 * 1000;
  for (const name of readdirSync(folder)) {
    const file = path.join(folder, name);
    // Another run may be forgetting the same file.
    const usedAt = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Number.POSITIVE_INFINITY;
    if (usedAt < hourAgo) rmSync(file, { force: true });
  }
}

/** The server's and the shared package's dependencies: loaded by Node, never bundled. */
function installedPackages(): string[] {
  return [serverRoot, sharedRoot].flatMap((root) => {
    const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
    return Object.keys({ ...manifest.dependencies });
  });
}

/**
 * Keeps each source file's `import.meta.url` its own (the migrations folder and the web app's build
 * are found beside the file that names them), instead of the bundle's.
 */
const ownUrls: Plugin = {
  name: "own-import-meta-url",
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.ts$/ }, (file) => ({
      contents: readFileSync(file.path, "utf8").replaceAll(
        "import.meta.url",
        JSON.stringify(pathToFileURL(file.path).href),
      ),
      loader: "ts",
    }));
  },
};
