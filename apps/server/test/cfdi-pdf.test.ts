import { inflateSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { renderCfdiPdf } from "../src/modules/invoicing/cfdi-pdf.ts";
import { buildCfdi } from "../src/modules/invoicing/cfdi-xml.ts";
import { createSandboxPac, SANDBOX_PAC_RFC } from "../src/modules/invoicing/sandbox-pac.ts";
import { SAMPLE_RECEIVER, sampleAmounts, sampleCfdiInput } from "./helpers/cfdi-sample.ts";

// The printed CFDI (docs/product.md 92): what the shopper downloads and gets by e-mail.

/** WinAnsiEncoding's 0x80-0x9F (elsewhere it is Latin-1); "" where it has no character. */
const WIN_ANSI_HIGH = "€\u0000‚ƒ„…†‡ˆ‰Š‹Œ\u0000Ž\u0000\u0000‘’“”•–—˜™š›œ\u0000žŸ";
const winAnsi = (bytes: Buffer) =>
  Array.from(bytes, (b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_HIGH[b - 0x80] : String.fromCharCode(b))).join(
    "",
  );

/**
 * The text a PDF draws: every content stream inflated, each TJ's strings decoded from WinAnsi
 * (the standard fonts' encoding) and joined, one line per TJ.
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const lines: string[] = [];
  for (const match of raw.matchAll(/\/FlateDecode[^>]*>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf("endstream", start);
    const content = inflateSync(pdf.subarray(start, end)).toString("latin1");
    for (const tj of content.matchAll(/\[(.*?)\] TJ/g)) {
      const hex = [...(tj[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join("");
      lines.push(winAnsi(Buffer.from(hex, "hex")));
    }
  }
  return lines.join("\n");
}

const STAMPED_AT = new Date("2026-03-14T15:06:07Z");
let stampedXml: string;
let uuid: string;
let pdf: Buffer;
let text: string;

beforeAll(async () => {
  const stamped = await createSandboxPac({ now: () => STAMPED_AT }).stamp({
    invoiceId: "inv-pdf",
    xml: buildCfdi(sampleCfdiInput()),
  });
  stampedXml = stamped.xml;
  uuid = stamped.uuid;
  pdf = await renderCfdiPdf(stampedXml);
  text = pdfText(pdf);
});

describe("renderCfdiPdf", () => {
  it("is a PDF", () => {
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("shows who issues it, to whom, its folio fiscal and dates", () => {
    expect(text).toContain("Factura A-17");
    expect(text).toContain(uuid);
    expect(text).toContain("14/03/2026 09:05:00"); // emisión
    expect(text).toContain("14/03/2026 09:06:07"); // timbrado
    expect(text).toContain("HOGAR MUEBLES Y DECORACION");
    expect(text).toContain("HMD200101AB7");
    expect(text).toContain("601 - General de Ley Personas Morales");
    expect(text).toContain(SAMPLE_RECEIVER.name);
    expect(text).toContain(SAMPLE_RECEIVER.rfc);
    expect(text).toContain("06600");
    expect(text).toContain("I02 - Mobiliario y equipo de oficina por inversiones");
  });

  it("lists the conceptos and the totals, with the total in words", () => {
    expect(text).toContain("Silla Nórdica <roble>");
    expect(text).toContain("Envío");
    expect(text).toContain("56101500");
    expect(text).toContain("H87 Pieza");
    expect(text).toContain("$287.355");
    expect(text).toContain("$1,091.09 MXN");
    expect(text).toContain("$174.57 MXN");
    expect(text).toContain("$1,265.66 MXN");
    expect(text).toContain("(UN MIL DOSCIENTOS SESENTA Y CINCO PESOS 66/100 M.N.)");
    expect(text).toContain("04 - Tarjeta de crédito");
    expect(text).toContain("PUE - Pago en una sola exhibición");
  });

  it("carries the certification: certificate numbers, seals and the stamp's cadena original", () => {
    expect(text).toContain("00001000000000000001");
    expect(text).toContain("00001000000000000002");
    expect(text).toContain(`||1.1|${uuid}|2026-03-14T09:06:07|${SANDBOX_PAC_RFC}|`);
    expect(text).toContain("Cadena original del complemento de certificación digital del SAT");
    expect(text).toContain("Este documento es una representación impresa de un CFDI.");
  });

  it("says a sandbox stamp has no fiscal validity, and only then", async () => {
    expect(text).toContain("SANDBOX — sin validez fiscal");
    const byAnotherPac = stampedXml.replace(
      `RfcProvCertif="${SANDBOX_PAC_RFC}"`,
      'RfcProvCertif="AAA010101AAA"',
    );
    expect(pdfText(await renderCfdiPdf(byAnotherPac))).not.toContain("SANDBOX");
  });

  it("is the same file every time, dated by the stamp", async () => {
    expect(pdf.toString("latin1")).toContain("(D:20260314150607Z)"); // the info dictionary's CreationDate
    expect((await renderCfdiPdf(stampedXml)).equals(pdf)).toBe(true);
  });

  it("continues the conceptos on further pages, each marked", async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      description: `Lámpara de pie modelo ${i + 1}`,
      quantity: 1,
      priceCents: 129_900 + i,
    }));
    const stamped = await createSandboxPac({ now: () => STAMPED_AT }).stamp({
      invoiceId: "inv-long",
      xml: buildCfdi(sampleCfdiInput({ amounts: sampleAmounts(lines) })),
    });
    const long = await renderCfdiPdf(stamped.xml);
    const pages = long.toString("latin1").match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThan(1);
    const longText = pdfText(long);
    expect(longText).toContain("Lámpara de pie modelo 60");
    expect(longText.match(/SANDBOX — sin validez fiscal/g)).toHaveLength(pages.length);
  });
});
