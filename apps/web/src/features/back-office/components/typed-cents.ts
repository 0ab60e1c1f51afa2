// Pesos with at most two decimals, commas only between groups of three ("1,250.50"), as the shop
// writes money: a comma anywhere else may be a decimal comma ("12,50"), which must not be read as a
// hundred times as much.
const PESOS = /^(\d+|\d{1,3}(,\d{3})+)(\.\d{1,2})?$/;

/** Pesos as staff type them ("1,250.50", "$300") in centavos; null when it is no amount of pesos and centavos. */
export function typedCents(typed: string): number | null {
  const written = typed.trim().replace(/^\$/, "");
  if (!PESOS.test(written)) return null;
  const plain = written.replaceAll(",", "");
  const [pesos = "0", centavos = ""] = plain.split(".");
  return Number(pesos) * 100 + Number(centavos.padEnd(2, "0"));
}
