import { CONTROL_CHARACTER } from "@hogar/shared";
import { instantOfWallClock, wallClockIn } from "@hogar/shared/business-days";
import { SHOP_TIME_ZONE } from "@hogar/shared/delivery";
import type { FiscalDataInput } from "@hogar/shared/fiscal-rules";
import type { PaymentFormCode } from "@hogar/shared/sat-catalogs";
import { type Element, nodeToXmlString, XmlNode } from "@nodecfdi/cfdi-core";
import { centsToDecimal, type InvoiceAmounts, IVA_TASA, unitValue } from "./cfdi-amounts.ts";

// The shop's CFDI 4.0 (Anexo 20; docs/product.md 90-91) as XML, built as nodes so that
// @nodecfdi/cfdi-core's serializer does all the escaping ("&", quotes, "<" in names).
//
// The document is left unsealed: no Sello, NoCertificado or Certificado. The invoicing provider
// adds them, as PACs that keep the issuer's CSD do (Facturapi, Facturama, SW): it sets the
// certificate, signs the cadena original and stamps (docs/decisions/016-invoices.md). Until then
// the schema misses exactly those three attributes.

export const CFDI_NS = "http://www.sat.gob.mx/cfd/4";
export const TFD_NS = "http://www.sat.gob.mx/TimbreFiscalDigital";
export const XSI_NS = "http://www.w3.org/2001/XMLSchema-instance";
export const CFDI_SCHEMA_LOCATION = `${CFDI_NS} http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd`;
export const TFD_SCHEMA_LOCATION = `${TFD_NS} http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd`;

export interface CfdiIssuer {
  rfc: string;
  name: string;
  /** c_RegimenFiscal */
  taxRegime: string;
  /** LugarExpedicion */
  postalCode: string;
}

export interface CfdiInput {
  series: string;
  folio: number;
  issuedAt: Date;
  issuer: CfdiIssuer;
  /** The receiver's fiscal data, as the invoice keeps it. */
  receiver: FiscalDataInput;
  /** c_FormaPago: 04 credit card, 28 debit card, 01 cash at OXXO, 03 SPEI. */
  paymentForm: PaymentFormCode;
  amounts: InvoiceAmounts;
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/**
 * An instant as the CFDI writes its dates: local time in Mexico City, no offset
 * (tdCFDI:t_FechaH), e.g. "2026-03-14T09:05:00".
 */
export function mexicoCityDateTime(instant: Date): string {
  const { year, month, day, hour, minute, second } = wallClockIn(instant, SHOP_TIME_ZONE);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}T${twoDigits(hour)}:${twoDigits(minute)}:${twoDigits(second)}`;
}

/**
 * The instant a CFDI date names (Mexico City local time, as mexicoCityDateTime writes it), dates
 * from before 2022, with daylight saving, too.
 */
export function fromMexicoCityDateTime(local: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/.exec(local);
  if (!match) throw new RangeError(`Not a CFDI date: ${local}`);
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = match.slice(1).map(Number);
  return instantOfWallClock({ year, month, day, hour, minute, second }, SHOP_TIME_ZONE);
}

/**
 * Free text as the schema takes it: whitespace collapsed, other control characters dropped (XML
 * 1.0 cannot carry them, so the provider would refuse the document), no "|" (the cadena
 * original's separator, which the SAT's patterns refuse), at most `max` characters.
 */
export function cfdiText(value: string, max: number): string {
  return value
    .replace(/\|/g, "/")
    .replace(/\s+/g, " ")
    .replace(new RegExp(CONTROL_CHARACTER, "gu"), "")
    .trim()
    .slice(0, max)
    .trim();
}

function ivaTraslado(baseCents: number, ivaCents: number): XmlNode {
  return new XmlNode("cfdi:Traslado", {
    Base: centsToDecimal(baseCents),
    Impuesto: "002",
    TipoFactor: "Tasa",
    TasaOCuota: IVA_TASA,
    Importe: centsToDecimal(ivaCents),
  });
}

function traslados(traslado: XmlNode): XmlNode {
  return new XmlNode("cfdi:Traslados", {}, [traslado]);
}

/** The unsealed CFDI 4.0 XML (UTF-8) of an order's invoice. */
export function buildCfdi(input: CfdiInput): string {
  const { amounts, issuer, receiver } = input;
  const comprobante = new XmlNode("cfdi:Comprobante", {
    "xmlns:cfdi": CFDI_NS,
    "xmlns:xsi": XSI_NS,
    "xsi:schemaLocation": CFDI_SCHEMA_LOCATION,
    Version: "4.0",
    Serie: cfdiText(input.series, 25),
    Folio: String(input.folio),
    Fecha: mexicoCityDateTime(input.issuedAt),
    FormaPago: input.paymentForm,
    SubTotal: centsToDecimal(amounts.subtotalCents),
    // Only on a discounted order: SubTotal - Descuento + IVA = Total (docs/product.md 104).
    ...(amounts.discountCents > 0 ? { Descuento: centsToDecimal(amounts.discountCents) } : {}),
    Moneda: "MXN",
    Total: centsToDecimal(amounts.totalCents),
    TipoDeComprobante: "I",
    Exportacion: "01",
    MetodoPago: "PUE",
    LugarExpedicion: issuer.postalCode,
  });
  comprobante.addChild(
    new XmlNode("cfdi:Emisor", {
      Rfc: issuer.rfc,
      Nombre: cfdiText(issuer.name, 300),
      RegimenFiscal: issuer.taxRegime,
    }),
  );
  comprobante.addChild(
    new XmlNode("cfdi:Receptor", {
      Rfc: receiver.rfc,
      Nombre: cfdiText(receiver.name, 300),
      DomicilioFiscalReceptor: receiver.postalCode,
      RegimenFiscalReceptor: receiver.taxRegime,
      UsoCFDI: receiver.cfdiUse,
    }),
  );
  const conceptos = comprobante.addChild(new XmlNode("cfdi:Conceptos"));
  for (const concept of amounts.concepts) {
    const node = new XmlNode("cfdi:Concepto", {
      ClaveProdServ: concept.productCode,
      Cantidad: String(concept.quantity),
      ClaveUnidad: concept.unitCode,
      Unidad: concept.unitName,
      Descripcion: cfdiText(concept.description, 1000),
      ValorUnitario: unitValue({ baseCents: concept.importeCents, quantity: concept.quantity }),
      Importe: centsToDecimal(concept.importeCents),
      ...(concept.discountCents > 0 ? { Descuento: centsToDecimal(concept.discountCents) } : {}),
      ObjetoImp: "02",
    });
    node.addChild(
      new XmlNode("cfdi:Impuestos", {}, [traslados(ivaTraslado(concept.baseCents, concept.ivaCents))]),
    );
    conceptos.addChild(node);
  }
  comprobante.addChild(
    new XmlNode("cfdi:Impuestos", { TotalImpuestosTrasladados: centsToDecimal(amounts.ivaCents) }, [
      traslados(ivaTraslado(amounts.subtotalCents - amounts.discountCents, amounts.ivaCents)),
    ]),
  );
  return nodeToXmlString(comprobante, true);
}

/** The child elements of `parent` named `localName` in namespace `ns`, in document order. */
export function childElements(parent: Element, ns: string, localName: string): Element[] {
  const found: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    const element = node as Element;
    if (node.nodeType === 1 && element.namespaceURI === ns && element.localName === localName)
      found.push(element);
  }
  return found;
}

export function childElement(parent: Element, ns: string, localName: string): Element | undefined {
  return childElements(parent, ns, localName)[0];
}
