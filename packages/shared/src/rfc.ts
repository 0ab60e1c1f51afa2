// The SAT's RFC (Registro Federal de Contribuyentes), checked with @nodecfdi/rfc: the shape (3 letters
// for a company, 4 for a person, the date yymmdd, a 3-character homoclave). The check digit (the
// homoclave's last character, a weighted sum modulo 11 over the others) only warns: the SAT has issued
// RFCs whose digit does not follow its own algorithm, about 1.5% of those in use, so the CFDI
// libraries no longer refuse them (CfdiUtils: https://github.com/eclipxe13/CfdiUtils/issues/37;
// python-stdnum's mx.rfc skips the test by default).
import { Rfc } from "@nodecfdi/rfc";

export type PersonKind = "fisica" | "moral";

/**
 * What is wrong with an RFC: its shape, a date that does not exist in the right shape (a slip in
 * the six digits), or it is one of the SAT's generic RFCs.
 */
export type RfcProblem = "format" | "date" | "generic";

// Letters, six digits, homoclave: the shape without judging the date.
const RFC_SHAPE = /^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/;

/** The RFC as the SAT writes it: capitals, no spaces or dashes. */
export function normalizeRfc(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, "");
}

/**
 * An RFC a receiver may be invoiced under: a real one. The generic XAXX010101000 (público en
 * general) and XEXX010101000 (foreign) are for the global invoice, never a personal one.
 */
export function rfcProblem(value: string): RfcProblem | null {
  const rfc = Rfc.parseOrNull(value);
  if (!rfc) return RFC_SHAPE.test(value) ? "date" : "format";
  return rfc.isGeneric() || rfc.isForeign() ? "generic" : null;
}

/** Whether an RFC's last character is the check digit its others give: worth checking, not wrong. */
export function rfcCheckDigitMatches(value: string): boolean {
  return Rfc.parseOrNull(value)?.doesCheckSumMatch() ?? false;
}

/** A company's RFC has 12 characters, a person's 13. Call with an RFC rfcProblem accepted. */
export function rfcPersonKind(value: string): PersonKind {
  return value.length === 12 ? "moral" : "fisica";
}
