// IVA contained in a price that includes it (docs/product.md 82). Mexican prices are shown with IVA
// included (LFPC art. 7 Bis); receipts show how much of the total is IVA.

/** 16% as basis points, the rate of Ley del IVA art. 1; the IVA_RATE setting can change it. */
export const DEFAULT_IVA_RATE_BP = 1600;

/**
 * The IVA inside `totalCents` at `rateBp` basis points: total × rate / (1 + rate), rounded to the
 * nearest centavo, half a centavo up. Integer arithmetic only, so no float ever decides a centavo.
 */
export function ivaContainedCents(totalCents: number, rateBp: number): number {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0)
    throw new RangeError("totalCents must be a whole number ≥ 0");
  if (!Number.isSafeInteger(rateBp) || rateBp < 0) throw new RangeError("rateBp must be a whole number ≥ 0");
  const numerator = BigInt(totalCents) * BigInt(rateBp) * 2n + BigInt(10_000 + rateBp);
  return Number(numerator / (BigInt(10_000 + rateBp) * 2n));
}

/** "0.16" (the IVA_RATE setting) as basis points; undefined unless it is a rate from 0 to 1 with at most 4 decimals. */
export function ivaRateToBasisPoints(rate: string): number | undefined {
  if (!/^(0(\.\d{1,4})?|1(\.0{1,4})?)$/.test(rate.trim())) return undefined;
  return Math.round(Number(rate.trim()) * 10_000);
}
