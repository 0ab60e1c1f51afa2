import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { uploadedImages } from "../../db/schema/index.ts";
import type { ConvertedUpload } from "./uploads.ts";

/** Uploaded images' bytes, one row per served width. Writes take the transaction they run in first. */
export function createImagesRepository(db: Db) {
  return {
    async insertUpload(tx: Db, upload: ConvertedUpload) {
      await tx
        .insert(uploadedImages)
        .values(upload.variants.map((v) => ({ key: upload.key, width: v.width, bytes: v.bytes })));
    },

    async findUploadBytes(key: string, width: number): Promise<Buffer | undefined> {
      const [row] = await db
        .select({ bytes: uploadedImages.bytes })
        .from(uploadedImages)
        .where(and(eq(uploadedImages.key, key), eq(uploadedImages.width, width)));
      return row?.bytes;
    },
  };
}
