import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { noRouteMessage } from "./error-handler.ts";

/**
 * Serves the built single-page app, brotli or gzip as the browser accepts: hashed assets are cached
 * for a year, index.html never, and any non-API page address answers with index.html so the router
 * can take over.
 */
export async function serveWebApp(app: FastifyInstance, webDir: string) {
  if (!existsSync(path.join(webDir, "index.html"))) {
    app.log.warn({ webDir }, "web app not built; run `npm run build`");
    return;
  }
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
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
