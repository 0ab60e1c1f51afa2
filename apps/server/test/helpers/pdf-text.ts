import { inflateSync } from "node:zlib";

// Reading back what a PDF made with pdfkit's standard fonts draws, for tests of the printed CFDI.

/** WinAnsiEncoding's 0x80-0x9F (elsewhere it is Latin-1); "" where it has no character. */
const WIN_ANSI_HIGH = "€\u0000‚ƒ„…†‡ˆ‰Š‹Œ\u0000Ž\u0000\u0000‘’“”•–—˜™š›œ\u0000žŸ";
const winAnsi = (bytes: Buffer) =>
  Array.from(bytes, (b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_HIGH[b - 0x80] : String.fromCharCode(b))).join(
    "",
  );

/** Every content stream of a PDF, inflated. */
export function contentStreams(pdf: Buffer): string[] {
  const raw = pdf.toString("latin1");
  return [...raw.matchAll(/\/FlateDecode[^>]*>>\s*stream\r?\n/g)].map((match) => {
    const start = (match.index ?? 0) + match[0].length;
    return inflateSync(pdf.subarray(start, raw.indexOf("endstream", start))).toString("latin1");
  });
}

/**
 * The text a PDF draws: every content stream inflated, each TJ's strings decoded from WinAnsi
 * (the standard fonts' encoding) and joined, one line per TJ.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const content of contentStreams(pdf)) {
    for (const tj of content.matchAll(/\[(.*?)\] TJ/g)) {
      const hex = [...(tj[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join("");
      lines.push(winAnsi(Buffer.from(hex, "hex")));
    }
  }
  return lines.join("\n");
}
