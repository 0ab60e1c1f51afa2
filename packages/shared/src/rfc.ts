// The SAT's RFC (Registro Federal de Contribuyentes), checked with @nodecfdi/rfc: the shape (3 letters
// for a company, 4 for a person, the date yymmdd, a 3-character homoclave) and the check digit
// (the homoclave's last character, a weighted sum modulo 11 over the other characters).
import { Rfc } from "@nodecfdi/rfc";

export type PersonKind = "fisica" | "moral";

/** What is wrong with an RFC: its shape, its check digit, or it is one of the SAT's generic RFCs. */
export type RfcProblem = "format" | "checkDigit" | "generic";

/** The RFC as the SAT writes it: capitals, no spaces or dashes. */
export function normalizeRfc(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, "");
}

/**
 * An RFC a receiver may be invoiced under: a real one whose check digit matches. The generic
 * XAXX010101000 (público en general) and XEXX010101000 (foreign) are for the global invoice, never
 * a personal one.
 */
export function rfcProblem(value: string): RfcProblem | null {
  const rfc = Rfc.parseOrNull(value);
  if (!rfc) return "format";
  if (rfc.isGeneric() || rfc.isForeign()) return "generic";
  return rfc.doesCheckSumMatch() ? null : "checkDigit";
}

/** A company's RFC has 12 characters, a person's 13. Call with an RFC rfcProblem accepted. */
export function rfcPersonKind(value: string): PersonKind {
  return value.length === 12 ? "moral" : "fisica";
}
