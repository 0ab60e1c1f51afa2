import {
  normalSku,
  type ParsedVariantInput,
  pesosToCents,
  type VariantProblems,
  variantLabel,
  variantProblems,
} from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { createVariantsRepository, type VariantRecord } from "./product-variants.repository.ts";

/** What the add and edit forms say of a product's variants: all its options and variants at once. */
export interface VariantsForm {
  optionNames: string[];
  entries: ParsedVariantInput[];
}

function invalidVariants(problems: VariantProblems): never {
  throw new AppError("invalid", Object.values(problems).join("; "), problems);
}

/** The form's rules (shared with the web form): a message per field, none when it can be saved. */
export function checkVariants(form: VariantsForm | undefined, pictureCount: number): VariantProblems {
  return form ? variantProblems(form.optionNames, form.entries, pictureCount) : {};
}

/** Whether the form sells variants, so the product's own price and stock are theirs. */
export function sellsVariants(form: VariantsForm): boolean {
  return form.entries.some((entry) => !entry.archived);
}

/** The price (cheapest) and stock (sum) the product takes from the variants it will sell. */
export function derivedTotals(form: VariantsForm): { priceCents: number; stock: number } | null {
  const live = form.entries.filter((entry) => !entry.archived);
  if (form.optionNames.length === 0 || live.length === 0) return null;
  return {
    priceCents: Math.min(...live.map((entry) => pesosToCents(Number(entry.price)))),
    stock: live.reduce((sum, entry) => sum + Number(entry.stock), 0),
  };
}

function tempSku(id: string) {
  return `~${id}`;
}

/**
 * Writes a product's option names and variants as the form says, in the caller's transaction (the
 * product row already locked): saved variants listed are changed, archived or put back on sale (an
 * archived one listed as not archived), new ones added after them, unlisted ones left as they are;
 * each variant's pictures are the product's pictures at the positions listed (the others show the
 * product). Then the product takes its price and stock from the variants on sale. Refusals throw,
 * so the transaction changes nothing.
 */
export async function applyVariants(tx: Db, productId: string, form: VariantsForm): Promise<void> {
  const variants = createVariantsRepository(tx);
  const existing = new Map((await variants.allOf(tx, productId)).map((v) => [v.id, v]));
  const optionNames = form.optionNames.map((name) => name.trim());

  const problems: VariantProblems = {};
  for (const [i, entry] of form.entries.entries()) {
    const saved = entry.id ? existing.get(entry.id) : undefined;
    if (entry.id && !saved) problems[`variants.${i}.sku`] = m.variants_unknown();
    // Archived since the form was opened (by another admin): selling it again must be asked for.
    if (saved?.archived && !entry.archived && !entry.restore)
      throw new AppError(
        "conflict",
        m.variants_archived_meanwhile({ label: variantLabel(saved.optionValues) }),
      );
  }
  const listed = new Set(form.entries.map((entry) => entry.id).filter(Boolean));
  for (const variant of existing.values()) {
    if (!variant.archived && !listed.has(variant.id) && variant.optionValues.length !== optionNames.length)
      problems.variants = m.variants_options_changed({ label: variantLabel(variant.optionValues) });
  }
  const changedIds = form.entries.flatMap((entry) => (entry.id && !entry.archived ? [entry.id] : []));
  const wanted = form.entries.filter((entry) => !entry.archived).map((entry) => normalSku(entry.sku));
  const taken = new Set(await variants.skusTaken(tx, wanted, changedIds));
  for (const [i, entry] of form.entries.entries()) {
    const sku = normalSku(entry.sku);
    if (!entry.archived && taken.has(sku)) problems[`variants.${i}.sku`] ??= m.variants_sku_taken({ sku });
  }
  if (Object.keys(problems).length > 0) invalidVariants(problems);

  // Archive and restore first, then move changed variants' SKUs and values aside, so swapping two
  // variants' SKUs or values never meets the unique indexes half-way.
  for (const entry of form.entries) {
    const wasArchived = entry.id ? existing.get(entry.id)?.archived : undefined;
    if (entry.id && entry.archived && wasArchived === false) {
      await variants.archive(tx, entry.id);
      await variants.releasePictures(tx, entry.id);
    }
    if (entry.id && !entry.archived && entry.restore && wasArchived)
      await variants.restore(tx, entry.id, tempSku(entry.id));
  }
  for (const id of changedIds)
    await variants.update(tx, id, { sku: tempSku(id), optionValues: [tempSku(id)] });

  const pictures = new Map<string, number[]>();
  let position = Math.max(-1, ...[...existing.values()].map((v) => v.position)) + 1;
  for (const entry of form.entries) {
    if (entry.archived) continue;
    const values = {
      sku: normalSku(entry.sku),
      optionValues: entry.options.map((value) => value.trim()),
      priceCents: pesosToCents(Number(entry.price)),
      stock: Number(entry.stock),
    };
    let id = entry.id;
    if (id) {
      await writeSaved(tx, existing.get(id) as VariantRecord, values, entry.stockWas);
    } else {
      id = await variants.insert(tx, { productId, position: position++, ...values });
    }
    pictures.set(id, entry.pictures);
  }
  await variants.assignPictures(tx, productId, pictures);
  await variants.setOptionNames(tx, productId, optionNames);
  await variants.syncProductTotals(tx, productId);
}

/**
 * A saved variant's new values. Its stock is written only while it still is what the form loaded
 * (`stockWas`), and not at all when left as loaded, so units sold meanwhile stay sold (409 otherwise).
 */
async function writeSaved(
  tx: Db,
  saved: VariantRecord,
  values: { sku: string; optionValues: string[]; priceCents: number; stock: number },
  stockWas: number | undefined,
) {
  const variants = createVariantsRepository(tx);
  const { stock, ...rest } = values;
  const stockChanged = stockWas === undefined || stock !== stockWas;
  const written = stockChanged
    ? await variants.update(tx, saved.id, values, stockWas)
    : await variants.update(tx, saved.id, rest);
  if (!written) {
    const [now] = (await variants.allOf(tx, saved.productId)).filter((v) => v.id === saved.id);
    throw new AppError(
      "conflict",
      m.variants_stock_changed({ label: variantLabel(saved.optionValues), stock: now?.stock ?? saved.stock }),
    );
  }
}
