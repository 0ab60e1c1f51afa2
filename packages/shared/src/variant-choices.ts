// How a shopper picks a variant on the product page, and how carts, orders and mails name one (issue
// 19, docs/product.md 105-106). Nothing here imports variants.ts, whose schemas bring zod: the product
// page imports this file alone and stays about 30 kB (gzip) lighter.

/** What picking needs of a variant (a ProductVariant has it). */
interface Pickable {
  id: string;
  /** One value per the product's option names, in the same order. */
  options: readonly string[];
  stock: number;
}

/** "Linen · 3 seats": how carts, orders and mails name a variant. */
export function variantLabel(options: readonly string[]): string {
  return options.join(" · ");
}

/** The live variant with exactly these values, if any. */
export function variantWith<V extends Pickable>(variants: readonly V[], options: readonly string[]) {
  return variants.find((v) => v.options.every((value, i) => value === options[i]));
}

/** The variant shown first: the one asked for when it is on sale, else the first in stock, else the first. */
export function initialVariant<V extends Pickable>(
  variants: readonly V[],
  askedId: string | null | undefined,
): V | undefined {
  return variants.find((v) => v.id === askedId) ?? variants.find((v) => v.stock > 0) ?? variants[0];
}

/**
 * The variant a shopper gets by picking `value` for option `index` while `current` is chosen: the
 * one that keeps the other choices when it exists; otherwise the first with that value, in stock
 * first (so a pick never lands on nothing).
 */
export function pickVariant<V extends Pickable>(
  variants: readonly V[],
  current: V,
  index: number,
  value: string,
): V | undefined {
  const wanted = current.options.map((v, i) => (i === index ? value : v));
  const withValue = variants.filter((v) => v.options[index] === value);
  return variantWith(variants, wanted) ?? withValue.find((v) => v.stock > 0) ?? withValue[0];
}

/** How a value of option `index` stands beside the other current choices. */
export type ChoiceState = "available" | "sold_out" | "not_offered";

/** Each value of option `index` (in the variants' order) and whether it can be had with the others chosen. */
export function optionChoices<V extends Pickable>(
  variants: readonly V[],
  current: V,
  index: number,
): { value: string; state: ChoiceState }[] {
  const values = [...new Set(variants.map((v) => v.options[index] ?? ""))];
  return values.map((value) => {
    const match = variantWith(
      variants,
      current.options.map((v, i) => (i === index ? value : v)),
    );
    return { value, state: !match ? "not_offered" : match.stock > 0 ? "available" : "sold_out" };
  });
}
