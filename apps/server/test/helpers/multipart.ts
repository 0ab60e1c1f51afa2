import sharp from "sharp";

/** A 400 × 300 PNG of one colour, as an admin would upload. */
export const testPicture = (background: string) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background } })
    .png()
    .toBuffer();

/** The add and edit product forms' body: their fields and PNG pictures as `files`, with its content type. */
export async function multipart(fields: Record<string, string>, files: Buffer[] = []) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const [n, bytes] of files.entries()) {
    data.append("files", new Blob([new Uint8Array(bytes)], { type: "image/png" }), `picture-${n}.png`);
  }
  const request = new Request("http://localhost/", { method: "POST", body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    "content-type": request.headers.get("content-type") ?? "",
  };
}
