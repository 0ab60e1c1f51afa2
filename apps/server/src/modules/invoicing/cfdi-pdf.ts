import { withThousands } from "@hogar/shared/money";
import {
  cancellationReasonName,
  cfdiUseName,
  PAYMENT_FORMS,
  type PaymentFormCode,
  taxRegimeName,
} from "@hogar/shared/sat-catalogs";
import { shopDate } from "@hogar/shared/shop-dates";
import PDFDocument from "pdfkit";
import { amountInWords } from "./amount-in-words.ts";
import { decimalToCents } from "./cfdi-amounts.ts";
import { cfdiVerificationUrl, drawQr, QR_SIZE_PT, qrModules } from "./cfdi-qr.ts";
import { type CfdiDocument, readCfdi } from "./cfdi-read.ts";
import { fromMexicoCityDateTime } from "./cfdi-xml.ts";
import { SANDBOX_PAC_RFC } from "./sandbox-pac.ts";

// The printed CFDI (docs/product.md 92): in Spanish, laid out as Mexican invoices print one, drawn
// from the XML alone. Helvetica is one of the PDF's standard fonts (WinAnsi covers á, é, ñ, "—"), so
// nothing is embedded, and the document's date is the stamp's: the same CFDI gives the same bytes.

const MARGIN = 36;
const PAGE_WIDTH = 612; // US Letter, as Mexican offices print
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const GREY = "#555555";
const LINE = "#BBBBBB";
const BANNER_RED = "#B00020";
/** Between the QR code and the text beside it: its quiet zone, four modules and more. */
const QR_GAP = 14;

/** The few catalogue entries the shop's CFDIs use beyond the shared catalogues, by their SAT names. */
const NAMES: Record<string, Record<string, string>> = {
  paymentMethod: { PUE: "Pago en una sola exhibición", PPD: "Pago en parcialidades o diferido" },
  currency: { MXN: "Peso Mexicano" },
  type: { I: "Ingreso", E: "Egreso" },
  exportation: { "01": "No aplica" },
  taxObject: { "01": "No objeto de impuesto", "02": "Sí objeto de impuesto" },
};
const paymentFormName = (code: string): string | undefined =>
  Object.hasOwn(PAYMENT_FORMS, code) ? PAYMENT_FORMS[code as PaymentFormCode] : undefined;

/** "601 - General de Ley Personas Morales"; the code alone when the name is unknown. */
const coded = (code: string | null, name: string | undefined) =>
  code ? (name ? `${code} - ${name}` : code) : "—";

/** "1091.09" -> "$1,091.09", keeping every decimal the CFDI writes (a unit value may have 6). */
function money(decimal: string): string {
  const [whole = "0", fraction = ""] = decimal.split(".");
  return `$${withThousands(whole)}.${fraction.padEnd(2, "0")}`;
}

/** "2026-03-14T09:05:00" -> "14/03/2026 09:05:00", the shop's way (docs/product.md 24). */
function localDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(.+)$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]} ${match[4]}` : value;
}

type Doc = PDFKit.PDFDocument;

function field(doc: Doc, label: string, value: string, x: number, width: number): void {
  doc
    .font("Helvetica-Bold")
    .fontSize(8)
    .fillColor(GREY)
    .text(`${label}: `, x, doc.y, { width, continued: true });
  doc.font("Helvetica").fillColor("black").text(value);
}

function heading(doc: Doc, title: string): void {
  doc.moveDown(0.8);
  const y = doc.y;
  doc.font("Helvetica-Bold").fontSize(9).fillColor("black").text(title.toUpperCase(), MARGIN, y);
  doc
    .moveTo(MARGIN, doc.y + 1)
    .lineTo(PAGE_WIDTH - MARGIN, doc.y + 1)
    .strokeColor(LINE)
    .lineWidth(0.5)
    .stroke();
  doc.moveDown(0.4);
}

/**
 * One line across the top margin of every page, drawn once the pages are laid out: what the CFDI's
 * own data cannot say (a sandbox stamp, a cancellation).
 */
function banner(doc: Doc, parts: string[]): void {
  if (parts.length === 0) return;
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    // Small enough for two lines above the margin: a cancellation names its reason and replacement.
    doc.font("Helvetica-Bold").fontSize(8).fillColor(BANNER_RED);
    doc.text(parts.join(" · "), MARGIN, 10, { width: CONTENT_WIDTH, align: "center", height: MARGIN - 12 });
  }
}

/** A cancelled CFDI: when, the SAT's reason and what replaced it (01), which its XML does not carry. */
export interface CfdiCancellation {
  cancelledAt: Date;
  reason: string;
  replacementUuid: string | null;
}

/** "CANCELADO ante el SAT el 20/05/2026, motivo 03 - No se llevó a cabo la operación". */
function cancelledText({ cancelledAt, reason, replacementUuid }: CfdiCancellation): string {
  const why = coded(reason, cancellationReasonName(reason));
  const replaced = replacementUuid ? `, sustituido por ${replacementUuid}` : "";
  return `CANCELADO ante el SAT el ${shopDate(cancelledAt)}, motivo ${why}${replaced}`;
}

function header(doc: Doc, cfdi: CfdiDocument): void {
  const top = MARGIN;
  const left = CONTENT_WIDTH * 0.55;
  doc
    .font("Helvetica-Bold")
    .fontSize(13)
    .text(cfdi.issuer.name, MARGIN, top, { width: left - 10 });
  doc.moveDown(0.3);
  field(doc, "RFC", cfdi.issuer.rfc, MARGIN, left - 10);
  field(
    doc,
    "Régimen fiscal",
    coded(cfdi.issuer.taxRegime, taxRegimeName(cfdi.issuer.taxRegime)),
    MARGIN,
    left - 10,
  );
  const leftBottom = doc.y;

  const x = MARGIN + left;
  const width = CONTENT_WIDTH - left;
  const serieFolio = [cfdi.series, cfdi.folio].filter(Boolean).join("-");
  doc
    .font("Helvetica-Bold")
    .fontSize(16)
    .text(`Factura ${serieFolio}`.trim(), x, top, { width, align: "right" });
  doc.moveDown(0.3);
  field(doc, "Folio fiscal", cfdi.stamp?.uuid ?? "sin timbrar", x, width);
  field(doc, "Fecha de emisión", localDate(cfdi.issuedAt), x, width);
  field(doc, "Fecha de timbrado", cfdi.stamp ? localDate(cfdi.stamp.stampedAt) : "—", x, width);
  field(doc, "Lugar de expedición", cfdi.placeOfIssue, x, width);
  field(doc, "Tipo de comprobante", coded(cfdi.type, NAMES.type?.[cfdi.type]), x, width);
  field(doc, "Exportación", coded(cfdi.exportation, NAMES.exportation?.[cfdi.exportation]), x, width);
  doc.y = Math.max(doc.y, leftBottom);
}

function receiver(doc: Doc, cfdi: CfdiDocument): void {
  heading(doc, "Receptor");
  const { receiver: r } = cfdi;
  field(doc, "Nombre", r.name, MARGIN, CONTENT_WIDTH);
  field(doc, "RFC", r.rfc, MARGIN, CONTENT_WIDTH);
  field(doc, "Domicilio fiscal (código postal)", r.postalCode, MARGIN, CONTENT_WIDTH);
  field(doc, "Régimen fiscal", coded(r.taxRegime, taxRegimeName(r.taxRegime)), MARGIN, CONTENT_WIDTH);
  field(doc, "Uso del CFDI", coded(r.cfdiUse, cfdiUseName(r.cfdiUse)), MARGIN, CONTENT_WIDTH);
}

const COLUMNS = [
  { title: "Clave prod./serv.", width: 62, align: "left" },
  { title: "Cantidad", width: 44, align: "right" },
  { title: "Clave unidad", width: 56, align: "left" },
  { title: "Descripción", width: 168, align: "left" },
  { title: "Valor unitario", width: 72, align: "right" },
  { title: "Importe", width: 68, align: "right" },
  { title: "IVA 16%", width: 70, align: "right" },
] as const;
const TITLES = COLUMNS.map((c) => c.title);

function row(doc: Doc, cells: readonly string[], bold: boolean): void {
  doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(7.5);
  const heights = COLUMNS.map((c, i) => doc.heightOfString(cells[i] ?? "", { width: c.width - 6 }));
  const height = Math.max(...heights) + 6;
  if (doc.y + height > doc.page.height - MARGIN) {
    doc.addPage();
    // A table that goes on to another page repeats its column titles there.
    if (!bold) row(doc, TITLES, true);
    doc.font("Helvetica").fontSize(7.5);
  }
  const y = doc.y;
  if (bold) doc.rect(MARGIN, y, CONTENT_WIDTH, height).fill("#EEEEEE");
  doc.fillColor("black");
  let x = MARGIN;
  for (const [i, column] of COLUMNS.entries()) {
    doc.text(cells[i] ?? "", x + 3, y + 3, { width: column.width - 6, align: column.align });
    x += column.width;
  }
  doc
    .moveTo(MARGIN, y + height)
    .lineTo(PAGE_WIDTH - MARGIN, y + height)
    .strokeColor(LINE)
    .lineWidth(0.5)
    .stroke();
  doc.x = MARGIN;
  doc.y = y + height;
}

function concepts(doc: Doc, cfdi: CfdiDocument): void {
  heading(doc, "Conceptos");
  row(doc, TITLES, true);
  for (const c of cfdi.concepts) {
    const iva = c.transfers.find((t) => t.tax === "002")?.amount;
    const object = coded(c.taxObject, NAMES.taxObject?.[c.taxObject]);
    row(
      doc,
      [
        c.productCode,
        c.quantity,
        [c.unitCode, c.unit].filter(Boolean).join(" "),
        `${c.description}\nObjeto de impuesto: ${object}`,
        money(c.unitValue),
        // The line's share of a discount, as its Descuento: its IVA is on the amount less it.
        c.discount ? `${money(c.amount)}\nDescuento ${money(c.discount)}` : money(c.amount),
        iva ? money(iva) : "—",
      ],
      false,
    );
  }
}

/** A new page when less than `height` is left, so that a block is not split across two. */
function keepTogether(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}

function totals(doc: Doc, cfdi: CfdiDocument): void {
  doc.moveDown(0.6);
  keepTogether(doc, 100);
  const top = doc.y;
  const labelX = PAGE_WIDTH - MARGIN - 200;
  const lines: [string, string][] = [
    ["Subtotal", money(cfdi.subtotal)],
    ...(cfdi.discount ? ([["Descuento", money(cfdi.discount)]] as [string, string][]) : []),
    ["IVA 16%", money(cfdi.totalTransferred ?? "0.00")],
    ["Total", money(cfdi.total)],
  ];
  for (const [label, value] of lines) {
    const y = doc.y;
    const bold = label === "Total";
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(bold ? 10 : 9);
    doc.text(label, labelX, y, { width: 100, align: "right" });
    doc.text(`${value} ${cfdi.currency}`, labelX + 100, y, { width: 100, align: "right" });
  }
  const bottom = doc.y;
  doc.font("Helvetica-Bold").fontSize(8).text("Importe con letra:", MARGIN, top, { width: 300 });
  doc.font("Helvetica").text(`(${amountInWords(decimalToCents(cfdi.total))})`, { width: 300 });
  doc.moveDown(0.4);
  field(
    doc,
    "Forma de pago",
    coded(cfdi.paymentForm, cfdi.paymentForm ? paymentFormName(cfdi.paymentForm) : undefined),
    MARGIN,
    300,
  );
  field(
    doc,
    "Método de pago",
    coded(cfdi.paymentMethod, NAMES.paymentMethod?.[cfdi.paymentMethod ?? ""]),
    MARGIN,
    300,
  );
  field(doc, "Moneda", coded(cfdi.currency, NAMES.currency?.[cfdi.currency]), MARGIN, 300);
  doc.y = Math.max(doc.y, bottom);
}

/** A seal or the cadena original under its label, kept on one page with it (and `after` more). */
function longValue(doc: Doc, label: string, value: string, after = 0): void {
  doc.moveDown(0.4);
  doc.font("Courier").fontSize(6.5);
  keepTogether(doc, doc.heightOfString(value || "—", { width: CONTENT_WIDTH }) + 12 + after);
  doc
    .font("Helvetica-Bold")
    .fontSize(7.5)
    .fillColor(GREY)
    .text(label, MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc
    .font("Courier")
    .fontSize(6.5)
    .fillColor("black")
    .text(value || "—", { width: CONTENT_WIDTH, lineBreak: true });
}

/**
 * The certificates, and for a stamped CFDI its QR code with the SAT's verification address beside
 * it (Anexo 20's representación impresa).
 */
function certification(doc: Doc, cfdi: CfdiDocument, verificationUrl: string | null): void {
  keepTogether(doc, (verificationUrl ? QR_SIZE_PT + QR_GAP : 40) + 40);
  heading(doc, "Certificación");
  const top = doc.y;
  const x = verificationUrl ? MARGIN + QR_SIZE_PT + QR_GAP : MARGIN;
  const width = PAGE_WIDTH - MARGIN - x;
  field(doc, "No. de serie del certificado del emisor", cfdi.certificateNumber ?? "—", x, width);
  field(doc, "No. de serie del certificado del SAT", cfdi.stamp?.satCertificateNumber ?? "—", x, width);
  field(doc, "RFC del proveedor de certificación", cfdi.stamp?.providerRfc ?? "—", x, width);
  if (verificationUrl) {
    drawQr(doc, qrModules(verificationUrl), MARGIN, top + QR_GAP / 2, QR_SIZE_PT);
    doc.moveDown(0.4);
    doc
      .font("Helvetica-Bold")
      .fontSize(7.5)
      .fillColor(GREY)
      .text("Verificación en el SAT", x, doc.y, { width });
    doc.font("Courier").fontSize(6.5).fillColor("black").text(verificationUrl, x, doc.y, { width });
    doc.x = MARGIN;
    doc.y = Math.max(doc.y, top + QR_SIZE_PT + QR_GAP);
  }
  longValue(doc, "Sello digital del CFDI", cfdi.seal ?? "");
  longValue(doc, "Sello del SAT", cfdi.stamp?.satSeal ?? "");
  longValue(
    doc,
    "Cadena original del complemento de certificación digital del SAT",
    cfdi.stamp?.originalString ?? "",
    24, // the legend below
  );
  doc.moveDown(1);
  doc.font("Helvetica").fontSize(8).fillColor(GREY);
  doc.text("Este documento es una representación impresa de un CFDI.", MARGIN, doc.y, {
    width: CONTENT_WIDTH,
    align: "center",
  });
}

/**
 * The printed CFDI (PDF) of a CFDI 4.0's XML. A cancelled one says so on every page, with the date
 * and reason, as its XML stays as it was stamped: printed again, it must not pass for a valid one.
 */
export function renderCfdiPdf(xml: string, cancellation?: CfdiCancellation): Promise<Buffer> {
  const cfdi = readCfdi(xml);
  const sandbox = cfdi.stamp?.providerRfc === SANDBOX_PAC_RFC;
  const serieFolio = [cfdi.series, cfdi.folio].filter(Boolean).join("-");
  const doc = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `Factura ${serieFolio}`.trim(),
      Author: cfdi.issuer.name,
      Subject: cfdi.stamp ? `CFDI ${cfdi.stamp.uuid}` : "CFDI sin timbrar",
      CreationDate: fromMexicoCityDateTime(cfdi.stamp?.stampedAt ?? cfdi.issuedAt),
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  header(doc, cfdi);
  receiver(doc, cfdi);
  concepts(doc, cfdi);
  totals(doc, cfdi);
  certification(doc, cfdi, cfdiVerificationUrl(xml));
  banner(doc, [
    ...(sandbox ? ["SANDBOX — sin validez fiscal"] : []),
    ...(cancellation ? [cancelledText(cancellation)] : []),
  ]);
  doc.end();
  return done;
}
