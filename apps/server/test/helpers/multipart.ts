import sharp from "sharp";

/** A 400 × 300 PNG of one colour, as an admin would upload. */
export const testPicture = (background: string) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background } })
    .png()
    .toBuffer();

/** An uploaded file whose name or type (PNG unless said) a test chooses. */
export type UploadFile = { bytes: Buffer; name?: string; type?: string };

/** The add and edit product forms' body: their fields and pictures as `files`, with its content type. */
export async function multipart(fields: Record<string, string>, files: (Buffer | UploadFile)[] = []) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const [n, file] of files.entries()) {
    const upload: UploadFile = Buffer.isBuffer(file) ? { bytes: file } : file;
    const blob = new Blob([new Uint8Array(upload.bytes)], { type: upload.type ?? "image/png" });
    data.append("files", blob, upload.name ?? `picture-${n}.png`);
  }
  const request = new Request("http://localhost/", { method: "POST", body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    "content-type": request.headers.get("content-type") ?? "",
  };
}
