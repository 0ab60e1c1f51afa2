import { deflateSync } from "node:zlib";
import { CODE128_QUIET_ZONE_MODULES, code128Modules } from "@hogar/shared/code128";

/** How the mail draws an OXXO reference: 2-pixel modules, bars 64 px tall (readable by a till's scanner). */
export const MAIL_BARCODE = { moduleWidth: 2, height: 64 } as const;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * The barcode of `digits` as a black-and-white PNG, quiet zones included: the same pixels sharp
 * draws from code128Svg with the same sizes (the web page's barcode), made here without waiting, so
 * a mail template stays a plain function called inside the transaction that queues it. Mail
 * clients do not show SVG, hence a PNG; 1 bit a pixel keeps it a few hundred bytes in the outbox.
 */
export function code128Png(
  digits: string,
  { moduleWidth, height } = MAIL_BARCODE,
): { png: Buffer; width: number; height: number } {
  const quiet = Array<boolean>(CODE128_QUIET_ZONE_MODULES).fill(false);
  const modules = [...quiet, ...code128Modules(digits), ...quiet];
  const width = modules.length * moduleWidth;
  // One row: a filter byte (0, none), then the pixels 8 to a byte, most significant first; 1 is white.
  const rowBytes = Math.ceil(width / 8);
  const row = Buffer.alloc(1 + rowBytes);
  modules.forEach((black, index) => {
    if (black) return;
    for (let i = 0; i < moduleWidth; i++) {
      const x = index * moduleWidth + i;
      row[1 + (x >> 3)] = (row[1 + (x >> 3)] as number) | (0x80 >> (x & 7));
    }
  });
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // colour type: greyscale
  // Compression, filter and interlace methods: 0 (the only ones PNG defines), 0, none.
  const pixels = Buffer.concat(Array<Buffer>(height).fill(row));
  const png = Buffer.concat([
    PNG_SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  // Its size in pixels too, for the <img> that shows it at 1:1.
  return { png, width, height };
}
