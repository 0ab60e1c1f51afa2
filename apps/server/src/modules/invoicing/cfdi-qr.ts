import { newDocumentContent } from "@nodecfdi/cfdi-core";
import { Comprobante40 } from "@nodecfdi/cfdi-expresiones";
import qrcode from "qrcode-generator";
import { TFD_NS } from "./cfdi-xml.ts";

// The printed CFDI's QR code (Anexo 20, "representación impresa"): the SAT's verification address
// of the stamped CFDI, https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?id=<UUID>
// &re=<RFC emisor>&rr=<RFC receptor>&tt=<Total>&fe=<last 8 characters of the Sello>, which anyone
// scans to check the invoice with the SAT. @nodecfdi/cfdi-expresiones writes the expression as
// the SAT specifies it (the RFCs XML-escaped, the total with up to 6 decimals and no trailing
// zeros); qrcode-generator (no dependencies) gives the module matrix, drawn as vector squares.

/** At least 2.75 cm a side, as the SAT asks; 90 pt is 3.2 cm. */
export const QR_SIZE_PT = 90;

/**
 * The SAT's verification address of a stamped CFDI 4.0; null while it has no stamp (its UUID
 * comes from the TimbreFiscalDigital).
 */
export function cfdiVerificationUrl(xml: string): string | null {
  const document = newDocumentContent(xml);
  const timbre = document.getElementsByTagNameNS(TFD_NS, "TimbreFiscalDigital")[0];
  if (!timbre?.getAttribute("UUID")) return null;
  return new Comprobante40().extract(document);
}

/** The QR code's modules, row by row: true where dark. Error correction level M. */
export function qrModules(text: string): boolean[][] {
  const qr = qrcode(0, "M");
  qr.addData(text, "Byte");
  qr.make();
  const count = qr.getModuleCount();
  return Array.from({ length: count }, (_, row) =>
    Array.from({ length: count }, (_, col) => qr.isDark(row, col)),
  );
}

/**
 * Draws the modules as black squares filling `size` points from (x, y), in a graphics state of
 * their own scaled to one unit per module; a row's dark run is one rectangle. A quiet zone of
 * white is left around it by the layout.
 */
export function drawQr(
  doc: PDFKit.PDFDocument,
  modules: boolean[][],
  x: number,
  y: number,
  size: number,
): void {
  const moduleSize = size / modules.length;
  doc.save().translate(x, y).scale(moduleSize);
  for (const [row, cells] of modules.entries()) {
    let col = 0;
    while (col < cells.length) {
      if (!cells[col]) {
        col++;
        continue;
      }
      const start = col;
      while (cells[col]) col++;
      doc.rect(start, row, col - start, 1);
    }
  }
  doc.fill("black").restore();
}
