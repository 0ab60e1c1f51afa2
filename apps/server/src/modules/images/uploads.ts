import { randomUUID } from "node:crypto";
import { IMAGE_WIDTHS } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import sharp from "sharp";
import { AppError } from "../../lib/errors.ts";

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);

export interface ConvertedUpload {
  /** The image_key of product_images: served at /images/{key}-{width}.webp. */
  key: string;
  width: number;
  height: number;
  variants: { width: number; bytes: Buffer }[];
}

function notAnImage(fileName: string): AppError {
  const message = m.server_not_an_image({ file: fileName });
  return new AppError("invalid", message, { files: message });
}

/**
 * Checks an upload by its content (not its name or declared type) and makes the WebP widths the
 * shop serves, as for the seeded catalogue.
 */
export async function convertUpload(bytes: Buffer, fileName: string): Promise<ConvertedUpload> {
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw notAnImage(fileName);
  }
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? 960;
  const variants = await Promise.all(
    IMAGE_WIDTHS.map(async (width) => ({
      width,
      bytes: await sharp(bytes).rotate().resize({ width }).webp({ quality: 78 }).toBuffer(),
    })),
  ).catch(() => {
    // A damaged file can pass the header check and fail only when decoded.
    throw notAnImage(fileName);
  });
  return {
    key: `uploads/${randomUUID()}`,
    width: largest,
    height: Math.round((largest * metadata.height) / metadata.width),
    variants,
  };
}
