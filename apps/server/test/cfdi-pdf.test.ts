import { ivaContainedCents } from "@hogar/shared/iva";
import { beforeAll, describe, expect, it } from "vitest";
import { invoiceConcepts } from "../src/modules/invoicing/cfdi-amounts.ts";
import { renderCfdiPdf } from "../src/modules/invoicing/cfdi-pdf.ts";
import { cfdiVerificationUrl, qrModules } from "../src/modules/invoicing/cfdi-qr.ts";
import { readCfdi } from "../src/modules/invoicing/cfdi-read.ts";
import { buildCfdi } from "../src/modules/invoicing/cfdi-xml.ts";
import { createSandboxPac, SANDBOX_PAC_RFC } from "../src/modules/invoicing/sandbox-pac.ts";
import { SAMPLE_RECEIVER, sampleAmounts, sampleCfdiInput } from "./helpers/cfdi-sample.ts";
import { contentStreams, pdfText } from "./helpers/pdf-text.ts";

// The printed CFDI (docs/product.md 92): what the shopper downloads and gets by e-mail.

/**
 * The QR code a PDF draws as drawQr does: a graphics state moved to the code's corner and scaled
 * to one unit per module, whose rectangles ("col row width 1 re", then filled) are the dark runs of each row.
 * Returns the modules of the one code found, `size` a side.
 */
function drawnQr(pdf: Buffer, size: number): boolean[][] {
  const blocks = contentStreams(pdf).flatMap((content) => [
    ...content.matchAll(/q\n1 0 0 1 [\d.]+ [\d.]+ cm\n([\d.]+) 0 0 \1 0 0 cm\n((?:\d+ \d+ \d+ 1 re\n)+)/g),
  ]);
  expect(blocks).toHaveLength(1);
  const modules = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, col, row, width] of (blocks[0]?.[2] ?? "").matchAll(/(\d+) (\d+) (\d+) 1 re/g)) {
    for (let c = Number(col); c < Number(col) + Number(width); c++) {
      const cells = modules[Number(row)];
      if (!cells || c >= size) throw new Error(`a module outside the code: ${row}, ${c}`);
      cells[c] = true;
    }
  }
  return modules;
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

  it("shows a discounted line's Descuento under its Importe, so the line's IVA adds up", async () => {
    const lines = [{ description: "Sofá Tula", quantity: 1, priceCents: 100_000, discountCents: 10_000 }];
    const amounts = invoiceConcepts({
      lines,
      shippingCents: 0,
      totalCents: 90_000,
      ivaCents: ivaContainedCents(90_000, 1600),
    });
    const stamped = await createSandboxPac({ now: () => STAMPED_AT }).stamp({
      invoiceId: "inv-pdf-discount",
      xml: buildCfdi(sampleCfdiInput({ amounts })),
    });
    const discount = readCfdi(stamped.xml).concepts[0]?.discount;
    expect(discount).toMatch(/^\d+\.\d{2}$/);
    expect(pdfText(await renderCfdiPdf(stamped.xml))).toContain(`Descuento $${discount}`);
  });

  it("carries the certification: certificate numbers, seals and the stamp's cadena original", () => {
    expect(text).toContain("00001000000000000001");
    expect(text).toContain("00001000000000000002");
    expect(text).toContain(`||1.1|${uuid}|2026-03-14T09:06:07|${SANDBOX_PAC_RFC}|`);
    expect(text).toContain("Cadena original del complemento de certificación digital del SAT");
    expect(text).toContain("Este documento es una representación impresa de un CFDI.");
  });

  it("carries the QR code of the SAT's verification address, and the address written beside it", () => {
    const seal = readCfdi(stampedXml).seal ?? "";
    const url = `https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?id=${uuid}&re=HMD200101AB7&rr=M&amp;D0101019U8&tt=1265.66&fe=${seal.slice(-8)}`;
    expect(cfdiVerificationUrl(stampedXml)).toBe(url);
    // The address wraps over lines in a narrow column.
    expect(text.replaceAll("\n", "")).toContain(url);
    const modules = qrModules(url);
    expect(modules.length).toBeGreaterThanOrEqual(21);
    expect(drawnQr(pdf, modules.length)).toEqual(modules);
  });

  it("writes the verification total as the SAT does: up to 6 decimals, trailing zeros dropped", async () => {
    const stamped = await createSandboxPac({ now: () => STAMPED_AT }).stamp({
      invoiceId: "inv-round",
      xml: buildCfdi(
        sampleCfdiInput({
          amounts: sampleAmounts([{ description: "Banco", quantity: 1, priceCents: 100_000 }]),
        }),
      ),
    });
    expect(cfdiVerificationUrl(stamped.xml)).toMatch(/&tt=1000\.0&fe=.{8}$/);
  });

  it("has no QR code before the CFDI is stamped", async () => {
    const unstamped = buildCfdi(sampleCfdiInput());
    expect(cfdiVerificationUrl(unstamped)).toBeNull();
    expect(pdfText(await renderCfdiPdf(unstamped))).not.toContain("verificacfdi");
  });

  it("says a sandbox stamp has no fiscal validity, and only then", async () => {
    expect(text).toContain("SANDBOX — sin validez fiscal");
    const byAnotherPac = stampedXml.replace(
      `RfcProvCertif="${SANDBOX_PAC_RFC}"`,
      'RfcProvCertif="AAA010101AAA"',
    );
    expect(pdfText(await renderCfdiPdf(byAnotherPac))).not.toContain("SANDBOX");
  });

  it("says on a cancelled invoice that it was cancelled, when and why, and only then", async () => {
    const at = new Date("2026-05-20T17:00:00Z");
    // The banner may take two lines (a line broken at a space keeps it): read as one.
    const banner = async (reason: string, replacementUuid: string | null) =>
      pdfText(await renderCfdiPdf(stampedXml, { cancelledAt: at, reason, replacementUuid })).replace(
        /\n/g,
        "",
      );
    const cancelled = await banner("03", null);
    expect(cancelled).toContain(
      "CANCELADO ante el SAT el 20/05/2026, motivo 03 - No se llevó a cabo la operación",
    );
    expect(cancelled).toContain("SANDBOX — sin validez fiscal");
    const replacement = "5FB2822E-396D-4725-8521-CDC4BDD20CCF";
    expect(await banner("01", replacement)).toContain(
      `motivo 01 - Comprobante emitido con errores con relación, sustituido por ${replacement}`,
    );
    expect(text).not.toContain("CANCELADO");
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
