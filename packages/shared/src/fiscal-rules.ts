// A shopper's fiscal data, the CFDI's Receptor (docs/product.md 89), checked the same way by the form
// and the server. The messages are catalogue functions (area `fiscal`) that speak the language of the
// moment they are called; they point at the Constancia de Situación Fiscal, the SAT document where
// every one of these values is printed.
import { m } from "./i18n/generated/messages.js";
import { isMexicanPostalCode } from "./mx-states.ts";
import { normalizeRfc, type PersonKind, rfcPersonKind, rfcProblem } from "./rfc.ts";
import { cfdiUsesFor, isPurchaseCfdiUse, TAX_REGIMES, taxRegimeName, taxRegimesFor } from "./sat-catalogs.ts";
import { CONTROL_CHARACTER } from "./text-rules.ts";

/** What the form sends and the server stores. */
export interface FiscalDataInput {
  rfc: string;
  /** Name or razón social exactly as the SAT registers it. */
  name: string;
  /** c_RegimenFiscal code, e.g. "612". */
  taxRegime: string;
  /** The fiscal address's postal code (CFDI 4.0's DomicilioFiscalReceptor). */
  postalCode: string;
  /** c_UsoCFDI code, e.g. "G03". */
  cfdiUse: string;
}

export type FiscalField = keyof FiscalDataInput;

/** The CFDI 4.0 schema's limit for the receiver's Nombre. */
export const FISCAL_NAME_MAX = 254;

export const FISCAL_FIELDS = [
  "rfc",
  "name",
  "taxRegime",
  "postalCode",
  "cfdiUse",
] as const satisfies readonly FiscalField[];

/**
 * The data as the invoice carries it: the RFC in the SAT's form, the name trimmed with single spaces
 * and in capitals (the SAT compares it with its register, which is in capitals), codes trimmed.
 */
export function normalizeFiscalData(input: FiscalDataInput): FiscalDataInput {
  return {
    rfc: normalizeRfc(input.rfc),
    name: input.name.trim().replace(/\s+/g, " ").toUpperCase(),
    taxRegime: input.taxRegime.trim(),
    postalCode: input.postalCode.replace(/\s/g, ""),
    cfdiUse: input.cfdiUse.trim().toUpperCase(),
  };
}

export type FiscalProblemKind =
  | "fill"
  | "rfc"
  | "rfcGeneric"
  | "name"
  | "taxRegime"
  | "postalCode"
  | "cfdiUse";

export interface FiscalProblem {
  kind: FiscalProblemKind;
  message: string;
  /** The fields at fault, for the form to mark them invalid. */
  fields: FiscalField[];
}

const regimeLabel = (code: string) => `${code} ${taxRegimeName(code) ?? ""}`.trim();

export const FISCAL_MESSAGES = {
  fill: m.fiscal_fill,
  rfc: m.fiscal_rfc,
  rfcGeneric: m.fiscal_rfc_generic,
  rfcDate: m.fiscal_rfc_date,
  nameTooLong: () => m.fiscal_name_too_long({ max: FISCAL_NAME_MAX }),
  nameCharacter: m.fiscal_name_character,
  nameControl: m.fiscal_name_control,
  nameCapitalRegime: m.fiscal_name_capital_regime,
  /** The régimen is not one the RFC's kind of person may have. */
  taxRegimeFor: (kind: PersonKind, code: string) =>
    kind === "fisica"
      ? m.fiscal_tax_regime_person({ regime: regimeLabel(code) })
      : m.fiscal_tax_regime_company({ regime: regimeLabel(code) }),
  taxRegimeUnknown: m.fiscal_tax_regime_unknown,
  postalCode: m.fiscal_postal_code,
  cfdiUse: (use: string, regime: string) => m.fiscal_cfdi_use({ use, regime: regimeLabel(regime) }),
  cfdiUseUnknown: m.fiscal_cfdi_use_unknown,
};

/** What is wrong with the RFC, as a problem of this form; null when it may be invoiced to. */
function rfcFieldProblem(rfc: string): FiscalProblem | null {
  switch (rfcProblem(rfc)) {
    case "format":
      return { kind: "rfc", message: FISCAL_MESSAGES.rfc(), fields: ["rfc"] };
    case "date":
      return { kind: "rfc", message: FISCAL_MESSAGES.rfcDate(), fields: ["rfc"] };
    case "generic":
      return { kind: "rfcGeneric", message: FISCAL_MESSAGES.rfcGeneric(), fields: ["rfc"] };
    default:
      return null;
  }
}

/**
 * A company's régimen de capital at the end of its name: S.A., S.A. de C.V., S.A.P.I. or S.A.B. de
 * C.V., S. de R.L. (de C.V., M.I.), S.A.S., S.C., A.C., S. en C., S.P.R. de R.L. or de R.I., with or
 * without dots and spaces, a SOFOM's E.N.R. or E.R. after it, or spelled out ("Sociedad Anónima de
 * Capital Variable"). Since CFDI
 * 4.0 the receiver's name is the one the SAT registers, which leaves it out, and the SAT refuses an
 * invoice whose name does not match (Anexo 20, Guía de llenado del CFDI 4.0, Receptor, Nombre:
 * http://omawww.sat.gob.mx/tramitesyservicios/Paginas/documentos/Anexo_20_Guia_de_llenado_CFDI.pdf).
 */
const CAPITAL_REGIME = new RegExp(
  [
    "[\\s,]+(",
    // Written with dots: S.A., S.A.S., S.A.P.I., S.A.B., S. de R.L., S. en C., S.C., A.C., S.P.R.
    "(S\\.\\s?A\\.(\\s?(P\\.\\s?I\\.|B\\.))?(\\s?S\\.)?|S\\.\\s?(DE|EN)\\s?(R\\.\\s?L\\.|C\\.)|S\\.\\s?C\\.|A\\.\\s?C\\.|S\\.\\s?P\\.\\s?R\\.)",
    "(\\s?DE\\s?(C\\.\\s?V\\.|R\\.\\s?[LI]\\.))*(\\s?M\\.?\\s?I\\.?)?",
    // Or without dots, only with its "DE CV", "DE RL" or "DE RI": bare initials end some names ("J A C").
    "|(SA|SAPI|SAB|SC|SPR|S DE RL|SC DE RL|SPR DE RL)\\s+DE\\s+(CV|RL|RI)(\\s+DE\\s+CV)?(\\s+MI)?",
    // "S DE RL" alone says its "DE" already.
    "|S\\s+DE\\s+RL(\\s+MI)?",
    // Or spelled out.
    "|SOCIEDAD\\s+AN[OÓ]NIMA(\\s+PROMOTORA\\s+DE\\s+INVERSI[OÓ]N|\\s+BURS[AÁ]TIL)?(\\s+DE\\s+CAPITAL\\s+VARIABLE)?",
    "|SOCIEDAD\\s+(DE\\s+RESPONSABILIDAD\\s+LIMITADA|POR\\s+ACCIONES\\s+SIMPLIFICADA)(\\s+DE\\s+CAPITAL\\s+VARIABLE)?",
    "|SOCIEDAD\\s+CIVIL|ASOCIACI[OÓ]N\\s+CIVIL",
    ")([\\s,]+SOFOM(,?\\s+E\\.?\\s?N?\\.?\\s?R\\.?)?)?\\s*$",
  ].join(""),
);

function nameProblem(name: string, kinds: PersonKind[]): FiscalProblem | null {
  if (name.length > FISCAL_NAME_MAX)
    return { kind: "name", message: FISCAL_MESSAGES.nameTooLong(), fields: ["name"] };
  // The pipe separates the fields of the CFDI's cadena original, so the SAT's schema forbids it.
  if (name.includes("|")) return { kind: "name", message: FISCAL_MESSAGES.nameCharacter(), fields: ["name"] };
  // XML 1.0 cannot carry most of them, and the SAT's register has none (tabs and line breaks are
  // already single spaces by now).
  if (CONTROL_CHARACTER.test(name))
    return { kind: "name", message: FISCAL_MESSAGES.nameControl(), fields: ["name"] };
  const regime = kinds.includes("fisica") ? null : CAPITAL_REGIME.exec(name);
  if (regime)
    return {
      kind: "name",
      message: FISCAL_MESSAGES.nameCapitalRegime({ regime: regime[0].replace(/^[\s,]+/, "").trim() }),
      fields: ["name"],
    };
  return null;
}

/**
 * Every problem of the data (after normalizeFiscalData), each with the fields it is about; [] when
 * the invoice may be made out to it. Empty fields are reported together as "fill" and not checked
 * further. The RFC's length tells a person (13) from a company (12); while the RFC is not readable,
 * the régimen and the uso are checked against what either kind may have.
 */
export function fiscalDataProblems(raw: FiscalDataInput): FiscalProblem[] {
  const input = normalizeFiscalData(raw);
  const problems: FiscalProblem[] = [];
  const empty = FISCAL_FIELDS.filter((field) => input[field] === "");
  if (empty.length > 0) problems.push({ kind: "fill", message: FISCAL_MESSAGES.fill(), fields: empty });
  const filled = (field: FiscalField) => !empty.includes(field);

  const rfcIssue = filled("rfc") ? rfcFieldProblem(input.rfc) : null;
  if (rfcIssue) problems.push(rfcIssue);
  // A generic RFC still has a readable length, hence a kind.
  const kinds: PersonKind[] =
    filled("rfc") && rfcIssue?.kind !== "rfc" ? [rfcPersonKind(input.rfc)] : ["fisica", "moral"];

  const nameIssue = filled("name") ? nameProblem(input.name, kinds) : null;
  if (nameIssue) problems.push(nameIssue);

  const regimeKnown = TAX_REGIMES.some((regime) => regime.code === input.taxRegime);
  const regimeKinds = kinds.filter((kind) => taxRegimesFor(kind).some((r) => r.code === input.taxRegime));
  if (filled("taxRegime")) {
    if (!regimeKnown)
      problems.push({
        kind: "taxRegime",
        message: FISCAL_MESSAGES.taxRegimeUnknown(),
        fields: ["taxRegime"],
      });
    else if (regimeKinds.length === 0) {
      const kind = kinds[0] ?? "fisica";
      problems.push({
        kind: "taxRegime",
        message: FISCAL_MESSAGES.taxRegimeFor(kind, input.taxRegime),
        fields: ["taxRegime"],
      });
    }
  }

  // Five digits that some state's codes start with: the SAT's c_CodigoPostal has no 00000.
  if (filled("postalCode") && !isMexicanPostalCode(input.postalCode))
    problems.push({ kind: "postalCode", message: FISCAL_MESSAGES.postalCode(), fields: ["postalCode"] });

  if (filled("cfdiUse")) {
    if (!isPurchaseCfdiUse(input.cfdiUse))
      problems.push({ kind: "cfdiUse", message: FISCAL_MESSAGES.cfdiUseUnknown(), fields: ["cfdiUse"] });
    // Only against a régimen that fits: otherwise the régimen is what to fix first.
    else if (
      regimeKinds.length > 0 &&
      !regimeKinds.some((kind) =>
        cfdiUsesFor(input.taxRegime, kind).some((use) => use.code === input.cfdiUse),
      )
    )
      problems.push({
        kind: "cfdiUse",
        message: FISCAL_MESSAGES.cfdiUse(input.cfdiUse, input.taxRegime),
        fields: ["cfdiUse"],
      });
  }
  return problems;
}

/** The first problem's message or null: the server answers it, as with addresses. */
export function fiscalDataProblem(input: FiscalDataInput): string | null {
  return fiscalDataProblems(input)[0]?.message ?? null;
}
