// The SAT's catalogues a CFDI 4.0 invoice for a purchase draws on (docs/product.md 89-93), from the
// SAT's Anexo 20 catalogue workbook (catCFDI, "Catálogos CFDI versión 4.0"), as mirrored row for row by
// phpcfdi/resources-sat-catalogs (database/data/cfdi_40_regimenes_fiscales.sql, cfdi_40_usos_cfdi.sql,
// cfdi_40_formas_pago.sql). Codes and names are the SAT's, in Spanish in both languages; a name drops
// only the full stop the workbook ends some with, since they are shown as options.
import type { CardFunding } from "./card-rules.ts";
import type { PaymentMethod } from "./payment-methods.ts";
import type { PersonKind } from "./rfc.ts";

export type { PersonKind } from "./rfc.ts";

export interface TaxRegime {
  code: string;
  name: string;
  /** Who may be registered under it: a person (13-character RFC), a company (12) or both. */
  persons: readonly PersonKind[];
}

const FISICA: readonly PersonKind[] = ["fisica"];
const MORAL: readonly PersonKind[] = ["moral"];
const BOTH: readonly PersonKind[] = ["fisica", "moral"];

/** c_RegimenFiscal: the régimen under which the receiver is registered (its Constancia says which). */
export const TAX_REGIMES: readonly TaxRegime[] = [
  { code: "601", name: "General de Ley Personas Morales", persons: MORAL },
  { code: "603", name: "Personas Morales con Fines no Lucrativos", persons: MORAL },
  { code: "605", name: "Sueldos y Salarios e Ingresos Asimilados a Salarios", persons: FISICA },
  { code: "606", name: "Arrendamiento", persons: FISICA },
  { code: "607", name: "Régimen de Enajenación o Adquisición de Bienes", persons: FISICA },
  { code: "608", name: "Demás ingresos", persons: FISICA },
  {
    code: "610",
    name: "Residentes en el Extranjero sin Establecimiento Permanente en México",
    persons: BOTH,
  },
  { code: "611", name: "Ingresos por Dividendos (socios y accionistas)", persons: FISICA },
  { code: "612", name: "Personas Físicas con Actividades Empresariales y Profesionales", persons: FISICA },
  { code: "614", name: "Ingresos por intereses", persons: FISICA },
  { code: "615", name: "Régimen de los ingresos por obtención de premios", persons: FISICA },
  { code: "616", name: "Sin obligaciones fiscales", persons: FISICA },
  {
    code: "620",
    name: "Sociedades Cooperativas de Producción que optan por diferir sus ingresos",
    persons: MORAL,
  },
  { code: "621", name: "Incorporación Fiscal", persons: FISICA },
  { code: "622", name: "Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras", persons: MORAL },
  { code: "623", name: "Opcional para Grupos de Sociedades", persons: MORAL },
  { code: "624", name: "Coordinados", persons: MORAL },
  {
    code: "625",
    name: "Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas",
    persons: FISICA,
  },
  { code: "626", name: "Régimen Simplificado de Confianza", persons: BOTH },
];

export interface CfdiUse {
  code: string;
  name: string;
  persons: readonly PersonKind[];
  /** The catalogue's "Régimen Fiscal Receptor": the receiver's régimenes this use is valid for. */
  regimes: readonly string[];
}

// The "Régimen Fiscal Receptor" lists as the SAT publishes them (its order, not sorted).
const BUSINESS_REGIMES = ["601", "603", "606", "612", "620", "621", "622", "623", "624", "625", "626"];
const PERSONAL_DEDUCTION_REGIMES = ["605", "606", "608", "611", "612", "614", "607", "615", "625"];
const EVERY_REGIME = [
  "601",
  "603",
  "605",
  "606",
  "608",
  "610",
  "611",
  "612",
  "614",
  "616",
  "620",
  "621",
  "622",
  "623",
  "624",
  "607",
  "615",
  "625",
  "626",
];

const business = (code: string, name: string): CfdiUse => ({
  code,
  name,
  persons: BOTH,
  regimes: BUSINESS_REGIMES,
});
// The deducciones personales of a person's annual return: people only.
const personalDeduction = (code: string, name: string): CfdiUse => ({
  code,
  name,
  persons: FISICA,
  regimes: PERSONAL_DEDUCTION_REGIMES,
});

/** c_UsoCFDI: what the receiver will use the invoice for, limited by person kind and régimen. */
export const CFDI_USES: readonly CfdiUse[] = [
  business("G01", "Adquisición de mercancías"),
  {
    code: "G02",
    name: "Devoluciones, descuentos o bonificaciones",
    persons: BOTH,
    regimes: ["601", "603", "606", "612", "616", "620", "621", "622", "623", "624", "625", "626"],
  },
  business("G03", "Gastos en general"),
  business("I01", "Construcciones"),
  business("I02", "Mobiliario y equipo de oficina por inversiones"),
  business("I03", "Equipo de transporte"),
  business("I04", "Equipo de computo y accesorios"),
  business("I05", "Dados, troqueles, moldes, matrices y herramental"),
  business("I06", "Comunicaciones telefónicas"),
  business("I07", "Comunicaciones satelitales"),
  business("I08", "Otra maquinaria y equipo"),
  personalDeduction("D01", "Honorarios médicos, dentales y gastos hospitalarios"),
  personalDeduction("D02", "Gastos médicos por incapacidad o discapacidad"),
  personalDeduction("D03", "Gastos funerales"),
  personalDeduction("D04", "Donativos"),
  personalDeduction(
    "D05",
    "Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación)",
  ),
  personalDeduction("D06", "Aportaciones voluntarias al SAR"),
  personalDeduction("D07", "Primas por seguros de gastos médicos"),
  personalDeduction("D08", "Gastos de transportación escolar obligatoria"),
  personalDeduction(
    "D09",
    "Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones",
  ),
  personalDeduction("D10", "Pagos por servicios educativos (colegiaturas)"),
  { code: "S01", name: "Sin efectos fiscales", persons: BOTH, regimes: EVERY_REGIME },
  { code: "CP01", name: "Pagos", persons: BOTH, regimes: EVERY_REGIME },
  { code: "CN01", name: "Nómina", persons: FISICA, regimes: ["605"] },
];

/**
 * Usos that are in the catalogue but never fit an invoice for a purchase: CP01 belongs to the
 * payment receipt (CFDI de tipo Pago) and CN01 to a payroll receipt (CFDI de Nómina), and the SAT
 * rejects either on an Ingreso invoice like ours. Offering them would only let a shopper pick a use
 * the invoice could not be stamped with. G02 ("Devoluciones, descuentos o bonificaciones") stamps,
 * but it is the use of a nota de crédito (CFDI de egreso), never of the invoice for what was bought.
 */
const NOT_FOR_A_PURCHASE: readonly string[] = ["CP01", "CN01", "G02"];

export type CancellationReason = "01" | "02" | "03" | "04";

/** c_MotivoCancelacion: the reasons the SAT takes for cancelling a CFDI (since 2022). */
export const CANCELLATION_REASONS: readonly {
  code: CancellationReason;
  name: string;
  /** 01 cancels an invoice already replaced: the SAT needs the replacing invoice's folio fiscal. */
  needsReplacement: boolean;
}[] = [
  { code: "01", name: "Comprobante emitido con errores con relación", needsReplacement: true },
  { code: "02", name: "Comprobante emitido con errores sin relación", needsReplacement: false },
  { code: "03", name: "No se llevó a cabo la operación", needsReplacement: false },
  { code: "04", name: "Operación nominativa relacionada en una factura global", needsReplacement: false },
];

/**
 * The reason to cancel an invoice of an order nothing was refunded of: issued with errors (a wrong
 * RFC, régimen or uso CFDI) and not yet replaced. The order has no live invoice after it, so its
 * shopper may ask for one again with their fiscal data put right (docs/product.md 93).
 */
export const CANCEL_FOR_ERRORS: CancellationReason = "02";

/** What was refunded of an order: nothing, part of it, or all of it. */
export type RefundState = "none" | "part" | "all";

export function refundStateOf(order: { refundedCents: number; totalCents: number }): RefundState {
  if (order.refundedCents === 0) return "none";
  return order.refundedCents < order.totalCents ? "part" : "all";
}

/**
 * The reasons staff may cancel a shopper's invoice with, by what was refunded of its order
 * (docs/product.md 93), as the SAT describes each reason's case (c_MotivoCancelacion, quoted in
 * https://lasillarota.com/dinero/los-4-motivos-para-cancelar-una-factura-ante-el-sat-/607339):
 * - nothing refunded: 02, issued with errors, so that the shopper asks for it again put right;
 * - part refunded: the sale took place, so the invoice stands and the refund is a CFDI de egreso
 *   (the shop's accountant issues it). If the accountant replaces the invoice with one for what was
 *   kept instead, it is cancelled as replaced: 01 only, as 02 or 03 would leave the money kept with
 *   no invoice;
 * - all refunded: 03, the operation did not take place.
 * Never 04: it cancels a global invoice whose sale its buyer then invoiced, not a buyer's invoice.
 */
export const CANCELLATION_REASONS_BY_REFUND: Record<RefundState, CancellationReason[]> = {
  none: [CANCEL_FOR_ERRORS],
  part: ["01"],
  all: ["03"],
};

/**
 * c_FormaPago of each way a shopper pays (docs/product.md 90): cash at OXXO, SPEI, a credit card and
 * a debit card. The SAT's catalogue tells the two cards apart, so an invoice names the one paid with.
 */
export const PAYMENT_FORMS = {
  "01": "Efectivo",
  "03": "Transferencia electrónica de fondos",
  "04": "Tarjeta de crédito",
  "28": "Tarjeta de débito",
} as const;
export type PaymentFormCode = keyof typeof PAYMENT_FORMS;

/** The c_FormaPago of a payment; a card's funding is null only for OXXO and SPEI. */
export function paymentFormOf(method: PaymentMethod, cardFunding: CardFunding | null): PaymentFormCode {
  if (method === "oxxo") return "01";
  if (method === "spei") return "03";
  return cardFunding === "debit" ? "28" : "04";
}

/** A uso in the catalogue that an invoice for a purchase may carry (not CP01, CN01 or G02). */
export function isPurchaseCfdiUse(code: string): boolean {
  return !NOT_FOR_A_PURCHASE.includes(code) && CFDI_USES.some((use) => use.code === code);
}

/** The régimenes someone of that kind may be registered under, in catalogue order. */
export function taxRegimesFor(kind: PersonKind): TaxRegime[] {
  return TAX_REGIMES.filter((regime) => regime.persons.includes(kind));
}

/**
 * The usos a shopper may choose for a purchase: those the catalogue allows for the régimen and the
 * person kind (none when the régimen is not one of that kind's), without CP01 and CN01.
 */
export function cfdiUsesFor(regime: string, kind: PersonKind): CfdiUse[] {
  if (!taxRegimesFor(kind).some((candidate) => candidate.code === regime)) return [];
  return CFDI_USES.filter(
    (use) =>
      !NOT_FOR_A_PURCHASE.includes(use.code) && use.persons.includes(kind) && use.regimes.includes(regime),
  );
}

export function taxRegimeName(code: string): string | undefined {
  return TAX_REGIMES.find((regime) => regime.code === code)?.name;
}

export function cfdiUseName(code: string): string | undefined {
  return CFDI_USES.find((use) => use.code === code)?.name;
}

export function cancellationReasonName(code: string): string | undefined {
  return CANCELLATION_REASONS.find((reason) => reason.code === code)?.name;
}

export function isCancellationReason(code: string): code is CancellationReason {
  return CANCELLATION_REASONS.some((reason) => reason.code === code);
}
