import { mkdirSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import { m } from "@hogar/shared/messages";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { createImagesRepository } from "./images.repository.ts";

const YEAR = "public, max-age=31536000, immutable";

/** Catalogue images: content never changes under a name, so browsers keep them for a year. */
export async function imagesRoutes(app: FastifyInstance, { imagesDir, db }: { imagesDir: string; db: Db }) {
  // Seeded images are drawn after start-up; the folder must exist to be served from.
  mkdirSync(imagesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: imagesDir,
    prefix: "/images/",
    decorateReply: false,
    index: false,
    allowedPath: (pathName) => /^\/[a-z0-9-]+-\d+\.webp$/.test(pathName),
    cacheControl: false,
    setHeaders: (res) => {
      res.header("cache-control", YEAR);
    },
  });

  // Uploaded images live in the database, so every process serves them.
  const images = createImagesRepository(db);
  app.get<{ Params: { file: string } }>(
    "/images/uploads/:file",
    { schema: { hide: true } },
    async (request, reply) => {
      const match = /^([0-9a-f-]{36})-(\d+)\.webp$/.exec(request.params.file);
      if (!match) return reply.status(404).send({ code: "not_found", message: m.server_image_not_found() });
      const bytes = await images.findUploadBytes(`uploads/${match[1]}`, Number(match[2]));
      if (!bytes) return reply.status(404).send({ code: "not_found", message: m.server_image_not_found() });
      return reply.header("cache-control", YEAR).type("image/webp").send(bytes);
    },
  );
}
