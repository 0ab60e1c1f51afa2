import { type AdminVariant, optionNamesOf, type VariantInput, variantProblems } from "@hogar/shared/variants";

/**
 * One variant as the add and edit forms hold it (docs/product.md 109): new (no `id`) or saved, its values typed
 * as text. `key` names the row for React, its element ids and its messages; it never changes.
 */
export interface VariantRow {
  key: string;
  /** A saved variant's id. */
  id?: string;
  /** One value per option name, in the same order (missing ones are blank). */
  options: string[];
  sku: string;
  /** Pesos, as typed. */
  price: string;
  stock: string;
  /** Saved variants: the stock the form loaded (docs/product.md 26). */
  stockWas?: number;
  /** Ids of the product's pictures that show this variant (edit form only). */
  pictures: string[];
  /** A saved variant the admin archives with this save, or leaves archived. */
  archived: boolean;
  /** A saved variant archived before the form opened: cleared, `archived` puts it back on sale. */
  wasArchived?: boolean;
}

/** A row's fields that the shared rules judge one by one (`variants.<i>.<field>`). */
export type RowField = "options" | "sku" | "price" | "stock" | "pictures";
export const ROW_FIELDS: readonly RowField[] = ["options", "sku", "price", "stock", "pictures"];

/** What the form sends as `optionNames` and `variants` (multipart fields holding JSON). */
export interface VariantsPayload {
  optionNames: string[];
  variants: VariantInput[];
}

let made = 0;

/** An empty new row. */
export function newRow(): VariantRow {
  made += 1;
  return { key: `new-${made}`, options: [], sku: "", price: "", stock: "", pictures: [], archived: false };
}

/**
 * A saved product's variants as rows, with the pictures that show each one: those on sale, then the
 * archived ones, which may be put back on sale.
 */
export function rowsOf(
  variants: readonly AdminVariant[] | undefined,
  images: readonly { id: string; variantId?: string | null }[],
): VariantRow[] {
  const all = variants ?? [];
  return [...all.filter((variant) => !variant.archived), ...all.filter((variant) => variant.archived)].map(
    (variant) => ({
      key: variant.id,
      id: variant.id,
      options: [...variant.options],
      sku: variant.sku,
      price: (variant.price / 100).toFixed(2),
      stock: String(variant.stock),
      stockWas: variant.stock,
      pictures: images.filter((image) => image.variantId === variant.id).map((image) => image.id),
      archived: variant.archived,
      wasArchived: variant.archived,
    }),
  );
}

/** The rows a save sends: an archived variant left archived is not sent, and stays as it is. */
export function sentRows(rows: readonly VariantRow[]): VariantRow[] {
  return rows.filter((row) => !(row.wasArchived && row.archived));
}

/** The rows that this save archives (a confirmation names them first). */
export function rowsArchiving(rows: readonly VariantRow[]): VariantRow[] {
  return rows.filter((row) => row.archived && !row.wasArchived);
}

/** Whether the rows sell anything, so the product's own price and stock come from them. */
export function sellsVariants(rows: readonly VariantRow[]): boolean {
  return rows.some((row) => !row.archived);
}

/**
 * The price (the cheapest, in pesos) and stock (the sum) the product takes from the rows it sells,
 * as the server derives them (variant-changes.ts), for the read-only fields; a figure not typed
 * yet, or not a number, is left out, and with none the field is blank.
 */
export function derivedFigures(rows: readonly VariantRow[]): { price: string; stock: string } {
  const live = rows.filter((row) => !row.archived);
  const numbers = (field: "price" | "stock") =>
    live
      .map((row) => row[field].trim())
      .filter((typed) => typed !== "" && Number.isFinite(Number(typed)))
      .map(Number);
  const prices = numbers("price");
  const stocks = numbers("stock");
  return {
    price: prices.length > 0 ? Math.min(...prices).toFixed(2) : "",
    stock: stocks.length > 0 ? String(stocks.reduce((sum, stock) => sum + stock, 0)) : "",
  };
}

/**
 * The form's option names and rows as the server reads them. `kept` are the ids of the product's
 * pictures in the order they will be saved (edit form; none when adding): a variant's pictures are
 * their positions there, never the cover's (0), which always shows the product.
 */
export function variantsPayload(
  optionNames: string,
  rows: readonly VariantRow[],
  kept: readonly string[] = [],
) {
  const names = optionNamesOf(optionNames);
  const variants = sentRows(rows).map(
    (row): VariantInput => ({
      ...(row.id ? { id: row.id } : {}),
      // A saved variant being archived keeps its values as saved.
      options: row.archived ? row.options : names.map((_, i) => (row.options[i] ?? "").trim()),
      sku: row.sku.trim(),
      price: row.price.trim(),
      stock: row.stock.trim(),
      ...(row.stockWas === undefined ? {} : { stockWas: row.stockWas }),
      pictures: row.pictures.map((id) => kept.indexOf(id)).filter((position) => position > 0),
      archived: row.archived,
      ...(row.wasArchived && !row.archived ? { restore: true } : {}),
    }),
  );
  return { optionNames: names, variants } satisfies VariantsPayload;
}

export interface VariantsProblems {
  /** The option names' message (also: variants on sale without options). */
  optionNames?: string;
  /** The list's own message (options without variants, too many on sale, a SKU taken meanwhile). */
  variants?: string;
  /** Each row's messages by its key. */
  rows: Record<string, Partial<Record<RowField, string>>>;
}

/** Messages keyed `variants.<i>.<field>` (the shared rules', the server's) by row key instead. */
export function byRow(
  fields: Record<string, string>,
  keys: readonly string[],
): Record<string, Partial<Record<RowField, string>>> {
  const rows: Record<string, Partial<Record<RowField, string>>> = {};
  for (const [field, message] of Object.entries(fields)) {
    const match = /^variants\.(\d+)\.(\w+)$/.exec(field);
    const key = match ? keys[Number(match[1])] : undefined;
    const name = match?.[2] as RowField | undefined;
    if (!key || !name || !ROW_FIELDS.includes(name)) continue;
    rows[key] = { ...rows[key], [name]: message };
  }
  return rows;
}

/** The shared rules (as the server applies them) on what the form would send. */
export function variantsProblems(
  optionNames: string,
  rows: readonly VariantRow[],
  kept: readonly string[],
  pictureCount: number,
): VariantsProblems {
  const payload = variantsPayload(optionNames, rows, kept);
  // Names typed as "Fabric, , Size" lose the blank one; more than allowed is still said.
  const problems = variantProblems(payload.optionNames, payload.variants, pictureCount);
  return {
    optionNames: problems.optionNames,
    variants: problems.variants,
    rows: byRow(
      problems,
      sentRows(rows).map((row) => row.key),
    ),
  };
}
