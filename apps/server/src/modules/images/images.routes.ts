import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { m } from "@hogar/shared/messages";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import type { Db } from "../../db/client.ts";
import { TtlCache } from "../../lib/ttl-cache.ts";
import { createImagesRepository } from "./images.repository.ts";

const YEAR = "public, max-age=31536000, immutable";
// A catalogue image's or an upload's name and width, as a JPEG (see the route).
const JPEG_FILE = /^(?:([a-z0-9-]+)|uploads\/([0-9a-f-]{36}))-(\d+)\.jpg$/;
const JPEG_KEPT_MS = 60 * 60_000;
const JPEGS_KEPT = 200;

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

  // Mails show each line's picture, and Outlook for Windows shows no WebP: mails link the same
  // pictures as JPEG, made from the WebP when first asked for and kept a while (one mail is opened
  // by one shopper, a few times). Pages keep the WebP.
  const jpegs = new TtlCache<Buffer | undefined>(JPEG_KEPT_MS, JPEGS_KEPT);
  async function webpOf(file: string): Promise<Buffer | undefined> {
    const [, catalogueKey, uploadId, width] = JPEG_FILE.exec(file) ?? [];
    if (uploadId) return images.findUploadBytes(`uploads/${uploadId}`, Number(width));
    if (!catalogueKey) return undefined;
    return readFile(path.join(imagesDir, `${catalogueKey}-${width}.webp`)).catch(() => undefined);
  }
  app.get<{ Params: { "*": string } }>(
    "/images/jpeg/*",
    { schema: { hide: true } },
    async (request, reply) => {
      const file = request.params["*"];
      const jpeg = await jpegs.getOrLoad(file, async () => {
        const webp = await webpOf(file);
        return webp && sharp(webp).flatten({ background: "#ffffff" }).jpeg({ quality: 82 }).toBuffer();
      });
      if (!jpeg) return reply.status(404).send({ code: "not_found", message: m.server_image_not_found() });
      return reply.header("cache-control", YEAR).type("image/jpeg").send(jpeg);
    },
  );
}
