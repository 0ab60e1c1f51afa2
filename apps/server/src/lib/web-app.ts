import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { Me } from "@hogar/shared";
import { PAGE_ME_ID, PAGE_SETTINGS_ID } from "@hogar/shared/page-data";
import { isPage } from "@hogar/shared/page-paths";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RequireUser } from "../auth/require-user.ts";
import { noRouteMessage } from "./error-handler.ts";
import { AppError } from "./errors.ts";
import { readFirstLoadScripts } from "./first-load-scripts.ts";

/**
 * A JSON data block for the page (not run, so the CSP's `script-src 'self'` holds). `<` is escaped
 * so no text in a value can end the block.
 */
function dataBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replaceAll("<", "\\u003c")}</script>`;
}

/**
 * The shopper of a page's request, null when signed out, or undefined when the session could not be
 * read (the shop's database unreachable): the app then asks /api/me itself and hears why.
 */
async function pageMe(request: FastifyRequest, readMe: RequireUser): Promise<Me | null | undefined> {
  try {
    return await readMe(request);
  } catch (error) {
    if (error instanceof AppError && error.kind === "unauthorized") return null;
    request.log.warn({ err: error }, "the page's session could not be read");
    return undefined;
  }
}

/**
 * index.html with the shopper in it, as /api/me would answer, in a data block. Every signed-in page
 * waited for /api/me before asking for its own data; with the answer in the page, that round trip is
 * gone from the first load (issue 20).
 * A signed-in page also names the scripts its route needs, which the app would otherwise find only
 * once its first script had run: a phone fetches them beside that script.
 */
export function withPageMe(html: string, me: Me | null, scripts: string[] = []): string {
  const preloads = scripts.map((script) => `<link rel="modulepreload" crossorigin href="${script}">`);
  return html.replace("</head>", `${dataBlock(PAGE_ME_ID, me)}${preloads.join("")}</head>`);
}

/**
 * Serves the built single-page app, brotli or gzip as the browser accepts: hashed assets are cached
 * for a year, index.html never, and any non-API page address answers with index.html so the router
 * can take over (404 where the router has no page for it). Every page comes with the shop's
 * `settings` (/api/settings' answer), which prices, delivery promises and the footer wait for: the
 * product and search pages asked for them only once their products had rendered, a round trip before
 * the first picture (issue 20).
 */
export async function serveWebApp(
  app: FastifyInstance,
  webDir: string,
  readMe: RequireUser,
  settings?: object,
) {
  const indexFile = path.join(webDir, "index.html");
  if (!existsSync(indexFile)) {
    app.log.warn({ webDir }, "web app not built; run `npm run build`");
    return;
  }
  const built = readFileSync(indexFile, "utf8");
  // The same for every page until the next deploy, so written in once.
  const indexHtml = settings
    ? built.replace("</head>", `${dataBlock(PAGE_SETTINGS_ID, settings)}</head>`)
    : built;
  const firstLoadScripts = readFirstLoadScripts(webDir);
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text file (apps/web/build/precompress.ts).
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const isHashedAsset = filePath.startsWith(path.join(webDir, "assets") + path.sep);
      res.header("cache-control", isHashedAsset ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  app.get("/*", async (request, reply) => {
    if (request.url.startsWith("/api/")) {
      return reply.status(404).send({ code: "not_found", message: noRouteMessage(request) });
    }
    const me = await pageMe(request, readMe);
    const pathname = request.url.split("?")[0] ?? "";
    // The page now names its shopper: only the browser may keep it, and only for the same cookie.
    reply.header("cache-control", "private, no-cache").header("vary", "cookie");
    // A signed-out shopper on a signed-in page goes to the login page: its scripts would go unused.
    const scripts = me ? firstLoadScripts(pathname) : [];
    return (
      reply
        // The app says "Page not found" at an address it has no page for; so does the status.
        .status(isPage(pathname) ? 200 : 404)
        .type("text/html; charset=utf-8")
        .send(me === undefined ? indexHtml : withPageMe(indexHtml, me, scripts))
    );
  });
}
