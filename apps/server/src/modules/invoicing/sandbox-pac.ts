import { createHash, generateKeyPairSync, type KeyObject, sign } from "node:crypto";
import { FOLIO_FISCAL_PATTERN } from "@hogar/shared/invoices";
import { isCancellationReason } from "@hogar/shared/sat-catalogs";
import { type Document, type Element, getSerializer, newDocumentContent } from "@nodecfdi/cfdi-core";
import { cfdiOriginalString, tfdOriginalString } from "./cadena-original.ts";
import {
  CFDI_NS,
  childElement,
  childElements,
  mexicoCityDateTime,
  TFD_NS,
  TFD_SCHEMA_LOCATION,
  XSI_NS,
} from "./cfdi-xml.ts";
import {
  type CancelRequest,
  type InvoicingProvider,
  InvoicingProviderError,
  type StampedCfdi,
  type StampRequest,
} from "./invoicing-provider.ts";

// The built-in PAC (docs/decisions/016-invoices.md): it seals and stamps as a PAC holding the
// issuer's CSD does, with keys of its own, so the shop runs end to end without one. Its CFDIs
// have no fiscal validity; the PDF says so when RfcProvCertif is SANDBOX_PAC_RFC.
//
// Sealing is real: Sello is RSA-SHA256 over the cadena original (cadena-original.ts), base64, and
// verifies with the key in Certificado. That "certificate" is the public key's DER (SPKI), a
// sandbox stand-in for the X.509 CSD the SAT issues; NoCertificado is a fixed sandbox number.
// SelloSAT signs the stamp's cadena original with the same key, standing in for the SAT's.

/** The RFC the SAT's test environment gives its PAC; real stamps carry the PAC's own. */
export const SANDBOX_PAC_RFC = "SPR190613I52";
/** Stand-ins for the issuer's CSD number and the SAT's certificate number (20 digits each). */
export const SANDBOX_CERTIFICATE_NUMBER = "00001000000000000001";
export const SANDBOX_SAT_CERTIFICATE_NUMBER = "00001000000000000002";

const XMLNS_NS = "http://www.w3.org/2000/xmlns/";

/** Where the seal attributes go among the comprobante's, as CFDIs are usually written. */
const COMPROBANTE_ORDER = [
  "Version",
  "Serie",
  "Folio",
  "Fecha",
  "Sello",
  "FormaPago",
  "NoCertificado",
  "Certificado",
];

let sandboxKeys: { privateKey: KeyObject; certificate: string } | undefined;

/** One RSA-2048 key pair per process (a CSD's size), made on first use. */
function keys() {
  if (!sandboxKeys) {
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const certificate = publicKey.export({ format: "der", type: "spki" }).toString("base64");
    sandboxKeys = { privateKey, certificate };
  }
  return sandboxKeys;
}

const seal = (text: string) =>
  sign("RSA-SHA256", Buffer.from(text, "utf8"), keys().privateKey).toString("base64");

/**
 * The folio fiscal of an invoice: SHA-256 of "hogar-sandbox-pac:" + its id, shaped as a version 4
 * UUID in capitals. It depends on the id alone, so a retry gets the same one, even after a restart.
 */
export function sandboxUuid(invoiceId: string): string {
  const bytes = createHash("sha256").update(`hogar-sandbox-pac:${invoiceId}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString("hex").toUpperCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function parseComprobante(xml: string): { document: Document; comprobante: Element } {
  let document: Document;
  try {
    document = newDocumentContent(xml);
  } catch (error) {
    throw new InvoicingProviderError("The CFDI is not well-formed XML", { cause: error });
  }
  const comprobante = document.documentElement;
  if (
    !comprobante ||
    comprobante.namespaceURI !== CFDI_NS ||
    comprobante.localName !== "Comprobante" ||
    comprobante.getAttribute("Version") !== "4.0"
  )
    throw new InvoicingProviderError("The document is not a CFDI 4.0");
  return { document, comprobante };
}

/** Puts the seal attributes where CFDIs usually have them (the schema takes any order). */
function orderAttributes(comprobante: Element): void {
  const attributes = Array.from(comprobante.attributes)
    .filter((a) => a.namespaceURI !== XMLNS_NS)
    .map((a) => ({ ns: a.namespaceURI, name: a.name, value: a.value }));
  const rank = (name: string) => {
    const i = COMPROBANTE_ORDER.indexOf(name);
    return i === -1 ? (name.includes(":") ? -1 : COMPROBANTE_ORDER.length) : i;
  };
  for (const a of attributes) comprobante.removeAttribute(a.name);
  for (const a of attributes.sort((x, y) => rank(x.name) - rank(y.name)))
    comprobante.setAttributeNS(a.ns, a.name, a.value);
}

function addTimbre(document: Document, comprobante: Element, uuid: string, stampedAt: Date): void {
  const timbre = document.createElementNS(TFD_NS, "tfd:TimbreFiscalDigital");
  timbre.setAttributeNS(XMLNS_NS, "xmlns:tfd", TFD_NS);
  timbre.setAttributeNS(XSI_NS, "xsi:schemaLocation", TFD_SCHEMA_LOCATION);
  timbre.setAttribute("Version", "1.1");
  timbre.setAttribute("UUID", uuid);
  timbre.setAttribute("FechaTimbrado", mexicoCityDateTime(stampedAt));
  timbre.setAttribute("RfcProvCertif", SANDBOX_PAC_RFC);
  timbre.setAttribute("SelloCFD", comprobante.getAttribute("Sello") ?? "");
  timbre.setAttribute("NoCertificadoSAT", SANDBOX_SAT_CERTIFICATE_NUMBER);
  timbre.setAttribute("SelloSAT", seal(tfdOriginalString(timbre)));
  const complemento = document.createElementNS(CFDI_NS, "cfdi:Complemento");
  complemento.appendChild(timbre);
  // The Complemento goes after Impuestos and before any Addenda (cfdv40.xsd's sequence).
  comprobante.insertBefore(complemento, childElement(comprobante, CFDI_NS, "Addenda") ?? null);
}

export function createSandboxPac(options: { now?: () => Date } = {}): InvoicingProvider {
  const now = options.now ?? (() => new Date());
  return {
    name: "sandbox",

    async stamp(request: StampRequest): Promise<StampedCfdi> {
      const { document, comprobante } = parseComprobante(request.xml);
      if (
        childElements(comprobante, CFDI_NS, "Complemento").some((c) =>
          childElement(c, TFD_NS, "TimbreFiscalDigital"),
        )
      )
        throw new InvoicingProviderError("The CFDI is already stamped");
      comprobante.setAttribute("NoCertificado", SANDBOX_CERTIFICATE_NUMBER);
      comprobante.setAttribute("Certificado", keys().certificate);
      let originalString: string;
      try {
        originalString = cfdiOriginalString(comprobante);
      } catch (error) {
        throw new InvoicingProviderError("The sandbox cannot seal this CFDI", { cause: error });
      }
      comprobante.setAttribute("Sello", seal(originalString));
      orderAttributes(comprobante);
      // The SAT's stamps are to the second.
      const stampedAt = new Date(Math.floor(now().getTime() / 1000) * 1000);
      const uuid = sandboxUuid(request.invoiceId);
      addTimbre(document, comprobante, uuid, stampedAt);
      return { xml: getSerializer().serializeToString(document), uuid, stampedAt };
    },

    async cancel(request: CancelRequest): Promise<void> {
      if (!FOLIO_FISCAL_PATTERN.test(request.uuid))
        throw new InvoicingProviderError("No CFDI has that folio fiscal");
      if (!isCancellationReason(request.reason))
        throw new InvoicingProviderError("Unknown cancellation reason");
      if (request.reason === "01" && !FOLIO_FISCAL_PATTERN.test(request.replacementUuid ?? ""))
        throw new InvoicingProviderError("Reason 01 needs the replacing CFDI's folio fiscal");
    },
  };
}
