/**
 * "9300 0123 4567 89": a long number (an OXXO reference, a CLABE) in groups of four digits, as it is
 * read out at the till or typed into a bank's app (docs/product.md 86). The order page and the
 * pay-later mail both show it this way; only what is shown is grouped, a copy takes the digits whole.
 */
export function groupDigits(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}
