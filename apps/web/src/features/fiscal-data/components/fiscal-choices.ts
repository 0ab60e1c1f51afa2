import type { FiscalDataInput } from "@hogar/shared/fiscal-rules";
import {
  normalizeRfc,
  type PersonKind,
  rfcCheckDigitMatches,
  rfcPersonKind,
  rfcProblem,
} from "@hogar/shared/rfc";
import {
  CFDI_USES,
  type CfdiUse,
  cfdiUsesFor,
  TAX_REGIMES,
  type TaxRegime,
  taxRegimesFor,
} from "@hogar/shared/sat-catalogs";

/** The RFC as the form keeps it while typed: the SAT's capitals, no spaces or dashes, 13 at most. */
export function cleanRfc(typed: string): string {
  return normalizeRfc(typed).slice(0, 13);
}

/**
 * A company or a person, once the RFC typed has an RFC's shape (as the shared rules judge it);
 * undefined while it is incomplete, when the lists offer both kinds' entries rather than guess.
 */
export function rfcKind(rfc: string): PersonKind | undefined {
  return rfcProblem(rfc) === "format" ? undefined : rfcPersonKind(rfc);
}

/** An RFC of a whole shape whose last character is not the check digit the others give. */
export function checkDigitDoubtful(rfc: string): boolean {
  const typed = normalizeRfc(rfc);
  return rfcProblem(typed) === null && !rfcCheckDigitMatches(typed);
}

/** The régimenes the SAT allows for the RFC's kind of person, or every one while that is unknown. */
export function regimeOptions(kind: PersonKind | undefined): readonly TaxRegime[] {
  return kind ? taxRegimesFor(kind) : TAX_REGIMES;
}

/**
 * The usos the SAT allows for the régimen and the kind of person: none until a régimen is chosen,
 * both kinds' usos (in the catalogue's order) while the RFC is incomplete.
 */
export function cfdiUseOptions(regime: string, kind: PersonKind | undefined): readonly CfdiUse[] {
  if (regime === "") return [];
  if (kind) return cfdiUsesFor(regime, kind);
  const allowed = new Set([...cfdiUsesFor(regime, "fisica"), ...cfdiUsesFor(regime, "moral")]);
  return CFDI_USES.filter((use) => allowed.has(use));
}

/** Which choice a change of RFC or régimen took away, so the form can say so. */
export type ClearedChoice = "taxRegime" | "cfdiUse";

/**
 * The values with a régimen the RFC's kind no longer allows, and a uso the régimen and kind no longer
 * allow, taken back to "choose one" (the lists would otherwise show an option they do not offer).
 */
export function fitChoices(values: FiscalDataInput): { values: FiscalDataInput; cleared: ClearedChoice[] } {
  const kind = rfcKind(values.rfc);
  const cleared: ClearedChoice[] = [];
  let { taxRegime, cfdiUse } = values;
  if (taxRegime !== "" && !regimeOptions(kind).some((regime) => regime.code === taxRegime)) {
    taxRegime = "";
    cleared.push("taxRegime");
  }
  if (cfdiUse !== "" && !cfdiUseOptions(taxRegime, kind).some((use) => use.code === cfdiUse)) {
    cfdiUse = "";
    cleared.push("cfdiUse");
  }
  return { values: { ...values, taxRegime, cfdiUse }, cleared };
}
