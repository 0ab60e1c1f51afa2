import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { m } from "@hogar/shared/messages";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import type { Db } from "../../db/client.ts";
import { ConcurrencyLimit } from "../../lib/concurrency-limit.ts";
import { TtlCache } from "../../lib/ttl-cache.ts";
import { createImagesRepository } from "./images.repository.ts";
import { MAIL_PICTURE_WIDTH, mailPictureSource } from "./mail-pictures.ts";

const YEAR = "public, max-age=31536000, immutable";
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

  // Mails link pictures as JPEG (mail-pictures.ts), made from the WebP when first asked for and kept
  // a while: one mail is opened by one shopper, a few times. Only pictures that exist are kept, and a
  // few are made at once, so made-up names cost a lookup each and cannot crowd out the real ones.
  const jpegs = new TtlCache<Buffer>(JPEG_KEPT_MS, JPEGS_KEPT);
  const converting = new ConcurrencyLimit(availableParallelism());
  async function jpegOf({ catalogueKey, uploadId }: { catalogueKey?: string; uploadId?: string }) {
    const webp = uploadId
      ? await images.findUploadBytes(`uploads/${uploadId}`, MAIL_PICTURE_WIDTH)
      : await readFile(path.join(imagesDir, `${catalogueKey}-${MAIL_PICTURE_WIDTH}.webp`));
    if (!webp) throw new Error("no such picture");
    return converting.run(() =>
      sharp(webp).flatten({ background: "#ffffff" }).jpeg({ quality: 82 }).toBuffer(),
    );
  }
  app.get<{ Params: { "*": string } }>(
    "/images/jpeg/*",
    { schema: { hide: true } },
    async (request, reply) => {
      const file = request.params["*"];
      const source = mailPictureSource(file);
      // A failed load is not kept (TtlCache), so a picture drawn or uploaded later is found then.
      const jpeg = source && (await jpegs.getOrLoad(file, () => jpegOf(source)).catch(() => undefined));
      if (!jpeg) return reply.status(404).send({ code: "not_found", message: m.server_image_not_found() });
      return reply.header("cache-control", YEAR).type("image/jpeg").send(jpeg);
    },
  );
}
