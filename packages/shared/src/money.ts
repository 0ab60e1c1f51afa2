// Money is whole centavos everywhere (never a float); this is the one place it becomes text.
//
// Numbers are written as Mexico and the spec write them in both languages (12,499.50), by hand rather
// than with Intl.NumberFormat or toLocaleString: a page's first Intl formatter loads the browser's
// locale data, 35-60 ms of main thread on this machine and several times that on a phone, on every
// page that shows a price (docs/decisions/022-first-render-work.md).

/** "12499" -> "12,499": a string of digits with its thousands separated by commas. */
export function withThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ",");
}

/**
 * A number as `toLocaleString("en-US")` writes it ("1,234.5"). The shop's numbers (counts,
 * centimetres, kilograms to one decimal) are integers or have at most three decimals; anything else,
 * which Intl would round, goes to Intl.
 */
export function formatNumber(value: number): string {
  const written = String(Math.abs(value));
  if (!/^\d+(\.\d{1,3})?$/.test(written)) return value.toLocaleString("en-US");
  const [whole = "0", fraction] = written.split(".");
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${withThousands(whole)}${fraction ? `.${fraction}` : ""}`;
}

/** 1249900 -> "$12,499.00 MXN" */
export function formatMoney(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const pesos = withThousands(String(Math.floor(whole / 100)));
  const centavos = String(whole % 100).padStart(2, "0");
  return `${cents < 0 && whole > 0 ? "-" : ""}$${pesos}.${centavos} MXN`;
}

/** Pesos as typed or sent in a query (e.g. 1500.5) to whole centavos. */
export function pesosToCents(pesos: number): number {
  return Math.round(pesos * 100);
}
