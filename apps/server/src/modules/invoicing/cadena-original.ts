import type { Element } from "@nodecfdi/cfdi-core";
import { CFDI_NS, childElement, childElements, TFD_NS } from "./cfdi-xml.ts";

// The cadena original: the text a CFDI's Sello (and a stamp's SelloSAT) signs. Written as the SAT's
// stylesheets build it, for the nodes the shop's CFDIs have:
//   cfd/4/cadenaoriginal_4_0/cadenaoriginal_4_0.xslt (with cfd/2/cadenaoriginal_2_0/utilerias.xslt)
//   cfd/TimbreFiscalDigital/cadenaoriginal_TFD_1_1.xslt
// "||" + the values in the stylesheet's order, each through normalize-space, joined by "|" + "||".
// A required attribute always takes its place (empty if missing); an optional one only when it is
// there. Nodes the shop never writes (InformacionGlobal, CfdiRelacionados, ACuentaTerceros, Parte,
// other complementos, ...) are refused rather than signed wrongly.

type Fields = readonly (readonly [name: string, required: boolean])[];

const COMPROBANTE: Fields = [
  ["Version", true],
  ["Serie", false],
  ["Folio", false],
  ["Fecha", true],
  ["FormaPago", false],
  ["NoCertificado", true],
  ["CondicionesDePago", false],
  ["SubTotal", true],
  ["Descuento", false],
  ["Moneda", true],
  ["TipoCambio", false],
  ["Total", true],
  ["TipoDeComprobante", true],
  ["Exportacion", true],
  ["MetodoPago", false],
  ["LugarExpedicion", true],
  ["Confirmacion", false],
];
const EMISOR: Fields = [
  ["Rfc", true],
  ["Nombre", true],
  ["RegimenFiscal", true],
  ["FacAtrAdquirente", false],
];
const RECEPTOR: Fields = [
  ["Rfc", true],
  ["Nombre", true],
  ["DomicilioFiscalReceptor", true],
  ["ResidenciaFiscal", false],
  ["NumRegIdTrib", false],
  ["RegimenFiscalReceptor", true],
  ["UsoCFDI", true],
];
const CONCEPTO: Fields = [
  ["ClaveProdServ", true],
  ["NoIdentificacion", false],
  ["Cantidad", true],
  ["ClaveUnidad", true],
  ["Unidad", false],
  ["Descripcion", true],
  ["ValorUnitario", true],
  ["Importe", true],
  ["Descuento", false],
  ["ObjetoImp", true],
];
const TRASLADO: Fields = [
  ["Base", true],
  ["Impuesto", true],
  ["TipoFactor", true],
  ["TasaOCuota", false],
  ["Importe", false],
];
const RETENCION_CONCEPTO: Fields = [
  ["Base", true],
  ["Impuesto", true],
  ["TipoFactor", true],
  ["TasaOCuota", true],
  ["Importe", true],
];
const RETENCION: Fields = [
  ["Impuesto", true],
  ["Importe", true],
];
const TIMBRE: Fields = [
  ["Version", true],
  ["UUID", true],
  ["FechaTimbrado", true],
  ["RfcProvCertif", true],
  ["Leyenda", false],
  ["SelloCFD", true],
  ["NoCertificadoSAT", true],
];

/** XPath's normalize-space: runs of space, tab, CR and LF become one space, none at the ends. */
function normalizeSpace(value: string): string {
  return value.replace(/[ \t\r\n]+/g, " ").replace(/^ | $/g, "");
}

function addFields(out: string[], element: Element, fields: Fields): void {
  for (const [name, required] of fields)
    if (required || element.hasAttribute(name)) out.push(normalizeSpace(element.getAttribute(name) ?? ""));
}

function refuseOthers(element: Element, known: readonly string[]): void {
  for (let node = element.firstChild; node; node = node.nextSibling) {
    const child = node as Element;
    if (node.nodeType !== 1) continue;
    const isKnown = child.namespaceURI === CFDI_NS && known.includes(child.localName ?? "");
    if (!isKnown) throw new Error(`The cadena original of ${child.nodeName} is not supported`);
  }
}

const grandchildren = (parent: Element | undefined, group: string, name: string) =>
  parent ? childElements(parent, CFDI_NS, group).flatMap((g) => childElements(g, CFDI_NS, name)) : [];

/** The cadena original of a cfdi:Comprobante 4.0, what its Sello signs. */
export function cfdiOriginalString(comprobante: Element): string {
  if (comprobante.namespaceURI !== CFDI_NS || comprobante.localName !== "Comprobante")
    throw new Error("Not a cfdi:Comprobante 4.0");
  refuseOthers(comprobante, ["Emisor", "Receptor", "Conceptos", "Impuestos", "Complemento", "Addenda"]);
  const out: string[] = [];
  addFields(out, comprobante, COMPROBANTE);
  for (const emisor of childElements(comprobante, CFDI_NS, "Emisor")) addFields(out, emisor, EMISOR);
  for (const receptor of childElements(comprobante, CFDI_NS, "Receptor")) addFields(out, receptor, RECEPTOR);
  const conceptos = childElement(comprobante, CFDI_NS, "Conceptos");
  for (const concepto of conceptos ? childElements(conceptos, CFDI_NS, "Concepto") : []) {
    refuseOthers(concepto, ["Impuestos"]);
    addFields(out, concepto, CONCEPTO);
    const impuestos = childElement(concepto, CFDI_NS, "Impuestos");
    for (const t of grandchildren(impuestos, "Traslados", "Traslado")) addFields(out, t, TRASLADO);
    for (const r of grandchildren(impuestos, "Retenciones", "Retencion"))
      addFields(out, r, RETENCION_CONCEPTO);
  }
  const impuestos = childElement(comprobante, CFDI_NS, "Impuestos");
  if (impuestos) {
    for (const r of grandchildren(impuestos, "Retenciones", "Retencion")) addFields(out, r, RETENCION);
    addFields(out, impuestos, [["TotalImpuestosRetenidos", false]]);
    for (const t of grandchildren(impuestos, "Traslados", "Traslado")) addFields(out, t, TRASLADO);
    addFields(out, impuestos, [["TotalImpuestosTrasladados", false]]);
  }
  // The stylesheet has no template for the TimbreFiscalDigital (it has no text): it adds nothing.
  for (const complemento of childElements(comprobante, CFDI_NS, "Complemento"))
    for (let node = complemento.firstChild; node; node = node.nextSibling) {
      const child = node as Element;
      if (
        node.nodeType === 1 &&
        !(child.namespaceURI === TFD_NS && child.localName === "TimbreFiscalDigital")
      )
        throw new Error(`The cadena original of ${child.nodeName} is not supported`);
    }
  return `||${out.join("|")}||`;
}

/** The cadena original of a tfd:TimbreFiscalDigital 1.1, what its SelloSAT signs and the PDF prints. */
export function tfdOriginalString(timbre: Element): string {
  if (timbre.namespaceURI !== TFD_NS || timbre.localName !== "TimbreFiscalDigital")
    throw new Error("Not a tfd:TimbreFiscalDigital");
  const out: string[] = [];
  addFields(out, timbre, TIMBRE);
  return `||${out.join("|")}||`;
}
