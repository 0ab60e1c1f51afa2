// Money is whole centavos everywhere (never a float); this is the one place it becomes text.
const MXN = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1249900 -> "$12,499.00 MXN" */
export function formatMoney(cents: number): string {
  return `$${MXN.format(cents / 100)} MXN`;
}

/** Pesos as typed or sent in a query (e.g. 1500.5) to whole centavos. */
export function pesosToCents(pesos: number): number {
  return Math.round(pesos * 100);
}
