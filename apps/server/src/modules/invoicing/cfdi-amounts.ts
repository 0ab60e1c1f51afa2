import { INVOICE_IVA_RATE_BP } from "@hogar/shared/invoice-window";
import { ivaContainedCents } from "@hogar/shared/iva";

// The CFDI's conceptos and totals for an order (docs/product.md 91). Prices include IVA, and the
// order took its IVA once on the total (ivaContainedCents). A CFDI needs a base and an IVA per
// concepto, so each concepto gets its share of the order's IVA by largest remainder of
// gross × 16/116; its base is what is left. Everything is whole centavos: no float decides one.

/** c_ClaveProdServ, c_ClaveUnidad and unit name of what the shop sells and of its shipping. */
const PRODUCT = { productCode: "56101500", unitCode: "H87", unitName: "Pieza" } as const;
const SHIPPING = {
  productCode: "78102203",
  unitCode: "E48",
  unitName: "Unidad de servicio",
  description: "Envío",
} as const;

/** IVA at 16% (Ley del IVA art. 1), the only rate the shop's CFDIs carry (INVOICE_IVA_RATE_BP). */
export const IVA_TASA = "0.160000";

export interface InvoiceLine {
  description: string;
  quantity: number;
  /** The unit price, IVA included. */
  priceCents: number;
  /** The line's share of a promotion's discount, IVA included (docs/product.md 101, 104); 0 without. */
  discountCents?: number;
}

export interface InvoiceAmountsInput {
  lines: readonly InvoiceLine[];
  shippingCents: number;
  /** The order's IVA: its total × 0.16 / 1.16, rounded once. */
  ivaCents: number;
  totalCents: number;
}

export interface Concept {
  productCode: string;
  unitCode: string;
  unitName: string;
  description: string;
  quantity: number;
  /** What the shopper paid for it, IVA included (after any discount). */
  grossCents: number;
  /** The traslado's Base: gross - IVA (Importe - Descuento). */
  baseCents: number;
  ivaCents: number;
  /** Descuento: the line's discount without its IVA; 0 without one. */
  discountCents: number;
  /** Importe: the base plus the Descuento, so Importe - Descuento is the traslado's Base. */
  importeCents: number;
}

export interface InvoiceAmounts {
  concepts: Concept[];
  /** SubTotal: the sum of the Importes (the bases when nothing is discounted). */
  subtotalCents: number;
  /** Descuento: the sum of the conceptos' Descuentos (0: the CFDI carries none). */
  discountCents: number;
  /** TotalImpuestosTrasladados: the sum of the conceptos' IVA. */
  ivaCents: number;
  /** Total = SubTotal - Descuento + IVA = the order's total. */
  totalCents: number;
}

const isWhole = (value: number, min: number) => Number.isSafeInteger(value) && value >= min;

/**
 * The SAT's bounds for a traslado's Importe at 16% on `baseCents` (Anexo 20, CFDI40 rules): from
 * (Base - 0.005) × Tasa truncated to (Base + 0.005 - 10⁻¹²) × Tasa rounded up, at 2 decimals.
 * In centavos: floor((2b - 1) × 2/25) to ceil((2b + 1) × 2/25); the 10⁻¹² only matters when
 * the product is a whole centavo, which ceil keeps anyway.
 */
export function ivaBoundsCents(baseCents: number): { min: number; max: number } {
  const min = Math.max(0, Math.floor(((2 * baseCents - 1) * 2) / 25));
  const max = Math.ceil(((2 * baseCents + 1) * 2) / 25);
  return { min, max };
}

function ivaAllowed(grossCents: number, ivaCents: number): boolean {
  const baseCents = grossCents - ivaCents;
  if (baseCents < 1) return false; // a traslado's Base is at least 0.000001
  const { min, max } = ivaBoundsCents(baseCents);
  return ivaCents >= min && ivaCents <= max;
}

/**
 * Shares `targetCents` of IVA over the grosses: each gets floor(gross × 4/29) (16/116 = 4/29), and
 * the centavos left go one each to the largest remainders, first line first on a tie. A concepto
 * whose floor or ceiling falls outside the SAT's bounds is held to the other one; only when those
 * holds make the target unreachable (8 or more conceptos held up, or down, at once) does the sum
 * miss it, by as little as it can: the SAT would refuse the concepto, never the centavo.
 */
function shareIva(grossCents: readonly number[], targetCents: number): number[] {
  const shares = grossCents.map((gross, index) => {
    const floor = Math.floor((gross * 4) / 29);
    const remainder = (gross * 4) % 29;
    const canFloor = ivaAllowed(gross, floor);
    const canCeil = remainder > 0 && ivaAllowed(gross, floor + 1);
    if (!canFloor && !canCeil) throw new RangeError(`No IVA within the SAT's bounds for ${gross} centavos`);
    return { index, floor, remainder, up: !canFloor, free: canFloor && canCeil };
  });
  const floors = shares.reduce((sum, share) => sum + share.floor, 0);
  const heldUp = shares.filter((share) => share.up).length;
  const free = shares
    .filter((share) => share.free)
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  const extra = Math.min(Math.max(targetCents - floors - heldUp, 0), free.length);
  for (const share of free.slice(0, extra)) share.up = true;
  return shares.map((share) => share.floor + (share.up ? 1 : 0));
}

/** The order's lines (and its shipping, when charged) as CFDI conceptos with IVA at 16%. */
export function invoiceConcepts(input: InvoiceAmountsInput): InvoiceAmounts {
  const drafts: (Omit<Concept, "baseCents" | "ivaCents" | "importeCents" | "discountCents"> & {
    discountGrossCents: number;
  })[] = input.lines.map((line) => {
    if (!isWhole(line.quantity, 1) || !isWhole(line.priceCents, 1))
      throw new RangeError("Every line needs a whole quantity ≥ 1 and a price ≥ 1 centavo");
    const discountGrossCents = line.discountCents ?? 0;
    if (!isWhole(discountGrossCents, 0) || discountGrossCents >= line.priceCents * line.quantity)
      throw new RangeError("A line's discount must be a whole number ≥ 0 below what it costs");
    return {
      ...PRODUCT,
      description: line.description,
      quantity: line.quantity,
      // What was paid for it: the IVA is shared on that (docs/product.md 104).
      grossCents: line.priceCents * line.quantity - discountGrossCents,
      discountGrossCents,
    };
  });
  if (!isWhole(input.shippingCents, 0)) throw new RangeError("shippingCents must be a whole number ≥ 0");
  if (input.shippingCents > 0)
    drafts.push({ ...SHIPPING, quantity: 1, grossCents: input.shippingCents, discountGrossCents: 0 });
  if (drafts.length === 0) throw new RangeError("An invoice needs at least one concepto");

  const grossTotal = drafts.reduce((sum, draft) => sum + draft.grossCents, 0);
  if (grossTotal !== input.totalCents)
    throw new RangeError(
      `The lines and shipping add up to ${grossTotal}, not the order's ${input.totalCents}`,
    );
  if (input.ivaCents !== ivaContainedCents(input.totalCents, INVOICE_IVA_RATE_BP))
    throw new RangeError("The order's IVA is not 16% of its total; its CFDI would carry another rate");

  const ivas = shareIva(
    drafts.map((draft) => draft.grossCents),
    input.ivaCents,
  );
  const concepts = drafts.map(({ discountGrossCents, ...draft }, i) => {
    const ivaCents = ivas[i] ?? 0;
    const baseCents = draft.grossCents - ivaCents;
    // The discount as the SAT counts it, before IVA: what it took off less the IVA that contained.
    const discountCents = discountGrossCents - ivaContainedCents(discountGrossCents, INVOICE_IVA_RATE_BP);
    return { ...draft, baseCents, ivaCents, discountCents, importeCents: baseCents + discountCents };
  });
  const ivaCents = concepts.reduce((sum, concept) => sum + concept.ivaCents, 0);
  const discountCents = concepts.reduce((sum, concept) => sum + concept.discountCents, 0);
  return {
    concepts,
    subtotalCents: input.totalCents - ivaCents + discountCents,
    discountCents,
    ivaCents,
    totalCents: input.totalCents,
  };
}

/** Centavos as the CFDI writes an amount: 116000 -> "1160.00". */
export function centsToDecimal(cents: number): string {
  if (!isWhole(cents, 0)) throw new RangeError("cents must be a whole number ≥ 0");
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/**
 * ValorUnitario: the base over the quantity, rounded half up to 6 decimals (at least 2 shown), so
 * Cantidad × ValorUnitario rounds back to the Importe for any quantity below 10,000.
 */
export function unitValue(concept: Pick<Concept, "baseCents" | "quantity">): string {
  const { baseCents, quantity } = concept;
  // millionths of a peso = centavos × 10⁴; + quantity / (2 × quantity) rounds half up
  const micro = Math.floor((2 * baseCents * 10_000 + quantity) / (2 * quantity));
  const fraction = String(micro % 1_000_000)
    .padStart(6, "0")
    .replace(/0{1,4}$/, "");
  return `${Math.floor(micro / 1_000_000)}.${fraction}`;
}

/** An amount as a CFDI writes it back to centavos: "1160.00" -> 116000; more than 2 decimals must be zeros. */
export function decimalToCents(decimal: string): number {
  const match = /^(\d{1,16})(?:\.(\d{1,6}))?$/.exec(decimal.trim());
  if (!match) throw new RangeError(`Not an amount: ${decimal}`);
  const fraction = (match[2] ?? "").padEnd(2, "0");
  if (/[^0]/.test(fraction.slice(2))) throw new RangeError(`Not a whole number of centavos: ${decimal}`);
  return Number(match[1]) * 100 + Number(fraction.slice(0, 2));
}
