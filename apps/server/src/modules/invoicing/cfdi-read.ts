import { type Element, newDocumentContent } from "@nodecfdi/cfdi-core";
import { tfdOriginalString } from "./cadena-original.ts";
import { CFDI_NS, childElement, childElements, TFD_NS } from "./cfdi-xml.ts";

// A CFDI 4.0 read back (stamped or not) for the PDF and the views: what the document says, as it
// says it. Amounts stay the decimal strings it writes; catalogue codes stay codes.

export interface CfdiTax {
  base: string;
  /** c_Impuesto: 002 IVA. */
  tax: string;
  factorType: string;
  rate: string | null;
  amount: string | null;
}

export interface CfdiConcept {
  productCode: string;
  quantity: string;
  unitCode: string;
  unit: string | null;
  description: string;
  unitValue: string;
  amount: string;
  /** Descuento: its share of a discount, before IVA; null without one. */
  discount: string | null;
  taxObject: string;
  transfers: CfdiTax[];
}

export interface CfdiStamp {
  version: string;
  uuid: string;
  /** FechaTimbrado, Mexico City local time as written. */
  stampedAt: string;
  providerRfc: string;
  cfdSeal: string;
  satCertificateNumber: string;
  satSeal: string;
  /** The cadena original del complemento de certificación digital del SAT. */
  originalString: string;
}

export interface CfdiDocument {
  version: string;
  series: string | null;
  folio: string | null;
  /** Fecha, Mexico City local time as written. */
  issuedAt: string;
  paymentForm: string | null;
  paymentMethod: string | null;
  currency: string;
  type: string;
  exportation: string;
  placeOfIssue: string;
  subtotal: string;
  /** Descuento of a discounted order; null without one. */
  discount: string | null;
  total: string;
  certificateNumber: string | null;
  certificate: string | null;
  seal: string | null;
  issuer: { rfc: string; name: string; taxRegime: string };
  receiver: { rfc: string; name: string; postalCode: string; taxRegime: string; cfdiUse: string };
  concepts: CfdiConcept[];
  transfers: CfdiTax[];
  totalTransferred: string | null;
  stamp: CfdiStamp | null;
}

const optional = (element: Element, name: string) =>
  element.hasAttribute(name) ? (element.getAttribute(name) ?? "") : null;
const required = (element: Element, name: string) => element.getAttribute(name) ?? "";

function need(parent: Element, localName: string): Element {
  const element = childElement(parent, CFDI_NS, localName);
  if (!element) throw new Error(`The CFDI has no cfdi:${localName}`);
  return element;
}

function transfersOf(impuestos: Element | undefined): CfdiTax[] {
  if (!impuestos) return [];
  return childElements(impuestos, CFDI_NS, "Traslados")
    .flatMap((group) => childElements(group, CFDI_NS, "Traslado"))
    .map((t) => ({
      base: required(t, "Base"),
      tax: required(t, "Impuesto"),
      factorType: required(t, "TipoFactor"),
      rate: optional(t, "TasaOCuota"),
      amount: optional(t, "Importe"),
    }));
}

function stampOf(comprobante: Element): CfdiStamp | null {
  const timbre = childElements(comprobante, CFDI_NS, "Complemento")
    .map((complemento) => childElement(complemento, TFD_NS, "TimbreFiscalDigital"))
    .find(Boolean);
  if (!timbre) return null;
  return {
    version: required(timbre, "Version"),
    uuid: required(timbre, "UUID"),
    stampedAt: required(timbre, "FechaTimbrado"),
    providerRfc: required(timbre, "RfcProvCertif"),
    cfdSeal: required(timbre, "SelloCFD"),
    satCertificateNumber: required(timbre, "NoCertificadoSAT"),
    satSeal: required(timbre, "SelloSAT"),
    originalString: tfdOriginalString(timbre),
  };
}

/** Reads a CFDI 4.0; throws when the XML is not one. */
export function readCfdi(xml: string): CfdiDocument {
  const comprobante = newDocumentContent(xml).documentElement;
  if (
    !comprobante ||
    comprobante.namespaceURI !== CFDI_NS ||
    comprobante.localName !== "Comprobante" ||
    comprobante.getAttribute("Version") !== "4.0"
  )
    throw new Error("Not a CFDI 4.0");
  const emisor = need(comprobante, "Emisor");
  const receptor = need(comprobante, "Receptor");
  const impuestos = childElement(comprobante, CFDI_NS, "Impuestos");
  return {
    version: required(comprobante, "Version"),
    series: optional(comprobante, "Serie"),
    folio: optional(comprobante, "Folio"),
    issuedAt: required(comprobante, "Fecha"),
    paymentForm: optional(comprobante, "FormaPago"),
    paymentMethod: optional(comprobante, "MetodoPago"),
    currency: required(comprobante, "Moneda"),
    type: required(comprobante, "TipoDeComprobante"),
    exportation: required(comprobante, "Exportacion"),
    placeOfIssue: required(comprobante, "LugarExpedicion"),
    subtotal: required(comprobante, "SubTotal"),
    discount: optional(comprobante, "Descuento"),
    total: required(comprobante, "Total"),
    certificateNumber: optional(comprobante, "NoCertificado"),
    certificate: optional(comprobante, "Certificado"),
    seal: optional(comprobante, "Sello"),
    issuer: {
      rfc: required(emisor, "Rfc"),
      name: required(emisor, "Nombre"),
      taxRegime: required(emisor, "RegimenFiscal"),
    },
    receiver: {
      rfc: required(receptor, "Rfc"),
      name: required(receptor, "Nombre"),
      postalCode: required(receptor, "DomicilioFiscalReceptor"),
      taxRegime: required(receptor, "RegimenFiscalReceptor"),
      cfdiUse: required(receptor, "UsoCFDI"),
    },
    concepts: childElements(need(comprobante, "Conceptos"), CFDI_NS, "Concepto").map((c) => ({
      productCode: required(c, "ClaveProdServ"),
      quantity: required(c, "Cantidad"),
      unitCode: required(c, "ClaveUnidad"),
      unit: optional(c, "Unidad"),
      description: required(c, "Descripcion"),
      unitValue: required(c, "ValorUnitario"),
      amount: required(c, "Importe"),
      discount: optional(c, "Descuento"),
      taxObject: required(c, "ObjetoImp"),
      transfers: transfersOf(childElement(c, CFDI_NS, "Impuestos")),
    })),
    transfers: transfersOf(impuestos),
    totalTransferred: impuestos ? optional(impuestos, "TotalImpuestosTrasladados") : null,
    stamp: stampOf(comprobante),
  };
}
