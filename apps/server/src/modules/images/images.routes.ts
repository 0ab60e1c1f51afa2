import { mkdirSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Catalogue images: content never changes under a name, so browsers keep them for a year. */
export async function imagesRoutes(app: FastifyInstance, { imagesDir }: { imagesDir: string }) {
  // Images are drawn after start-up (seeding); the folder must exist to be served from.
  mkdirSync(imagesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: imagesDir,
    prefix: "/images/",
    decorateReply: false,
    index: false,
    allowedPath: (pathName) => /^\/[a-z0-9-]+-\d+\.webp$/.test(pathName),
    cacheControl: false,
    setHeaders: (res) => {
      res.header("cache-control", "public, max-age=31536000, immutable");
    },
  });
}
