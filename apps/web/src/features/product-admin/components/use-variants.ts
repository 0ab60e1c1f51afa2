import { imageUrls } from "@hogar/shared/product-rules";
import { optionNamesOf, VARIANT_LIMITS } from "@hogar/shared/variants";
import { useEffect, useState } from "react";
import type { ProductForm } from "./product-form-values.ts";
import {
  byRow,
  derivedFigures,
  newRow,
  ROW_FIELDS,
  type RowField,
  sellsVariants,
  type VariantRow,
  variantsPayload,
  variantsProblems,
} from "./variant-rows.ts";

type RowMessages = Record<string, Partial<Record<RowField, string>>>;

/** The element id of a row's control: `product-variant-<key>-sku`, `…-option-0`, `…-pictures` (first box). */
export const rowControlId = (key: string, control: string) => `product-variant-${key}-${control}`;

/** Whether option `i` of a row is what its options message is about (blank or too long); all when none is. */
export function optionFaults(names: readonly string[], row: VariantRow): boolean[] {
  const faults = names.map((_, i) => {
    const value = (row.options[i] ?? "").trim();
    return !value || value.length > VARIANT_LIMITS.optionValueMax;
  });
  return faults.some(Boolean) ? faults : names.map(() => true);
}

/**
 * The variants editor's state beside the product form's (docs/product.md 109): its rows and option names live
 * in the form's values (`variants`, `optionNames`); each row's messages, from the shared rules once
 * the field was left or a save was tried, or from the server until the field changes, live here.
 * `kept` are the ids of the product's pictures kept, in the order they will be saved (edit form).
 */
/** Whether a row's control holds nothing typed yet (its option values, its SKU, price or stock). */
function isBlankRowField(row: VariantRow, field: RowField): boolean {
  if (field === "options") return row.options.every((value) => value.trim() === "");
  if (field === "pictures") return false;
  return row[field].trim() === "";
}

export function useVariants(form: ProductForm, kept: readonly string[] = []) {
  const rows = form.values.variants;
  const pictureCount = kept.length + form.values.files.length + imageUrls(form.values.images).length;
  const names = optionNamesOf(form.values.optionNames);
  const problems = variantsProblems(form.values.optionNames, rows, kept, pictureCount);
  const [tried, setTried] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [reported, setReported] = useState<RowMessages>({});
  // The control to focus once the rows it belongs to are on the page.
  const [focusId, setFocusId] = useState<string | null>(null);
  useEffect(() => {
    if (!focusId) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);

  // As the form's own fields (use-form.ts): a control passed through empty, never typed in, says so
  // at the save. Said on the way past a new row's first field, the message pushed "Add a variant"
  // from under the pointer and the click was lost.
  const leftChanged = (row: VariantRow, field: RowField) => {
    const name = `${row.key}.${field}`;
    return touched.has(name) && (edited.has(name) || !isBlankRowField(row, field));
  };
  const errorOf = (row: VariantRow, field: RowField): string | undefined =>
    reported[row.key]?.[field] ??
    (tried || leftChanged(row, field) ? problems.rows[row.key]?.[field] : undefined);

  const controlOf = (row: VariantRow, field: RowField): string => {
    if (field !== "options") return rowControlId(row.key, field);
    const first = optionFaults(names, row).indexOf(true);
    return rowControlId(row.key, first < 0 ? "sku" : `option-${first}`);
  };

  /** The first row control at fault among `messages`, in the page's order. */
  const firstAtFault = (messages: RowMessages): string | undefined => {
    for (const row of rows) {
      const field = ROW_FIELDS.find((name) => messages[row.key]?.[name]);
      if (field) return controlOf(row, field);
    }
    return undefined;
  };

  const setRows = (next: VariantRow[]) => form.set("variants", next);

  /** Changes a row; what the server said of the changed field no longer holds. */
  const change = (key: string, changes: Partial<VariantRow>, field?: RowField) => {
    setRows(rows.map((row) => (row.key === key ? { ...row, ...changes } : row)));
    if (field) setEdited((current) => new Set(current).add(`${key}.${field}`));
    setReported((current) => {
      if (!current[key]) return current;
      // Archiving or not changes what the whole row is judged by.
      const { [key]: messages, ...others } = current;
      if (!field) return others;
      const { [field]: _gone, ...rest } = messages ?? {};
      return { ...others, [key]: rest };
    });
  };

  const touch = (key: string, field: RowField) =>
    setTouched((current) => {
      const name = `${key}.${field}`;
      return current.has(name) ? current : new Set(current).add(name);
    });

  /** A new empty row, after those on sale and new ones (before the archived), its first control focused. */
  const add = () => {
    const row = newRow();
    const archivedFrom = rows.findIndex((each) => each.wasArchived);
    const at = archivedFrom === -1 ? rows.length : archivedFrom;
    setRows([...rows.slice(0, at), row, ...rows.slice(at)]);
    setFocusId(rowControlId(row.key, names.length > 0 ? "option-0" : "sku"));
  };

  /** Removes a new row; the focus goes to the button that adds one. */
  const remove = (key: string) => {
    setRows(rows.filter((row) => row.key !== key));
    setFocusId(form.idOf("variants"));
  };

  /**
   * A save was tried: every row's messages show. True when a row is at fault, its first faulty control
   * then focused unless the form's own fields (which come first) took the focus.
   */
  const tryToSave = ({ formAtFault }: { formAtFault: boolean }): boolean => {
    setTried(true);
    setReported({});
    const first = firstAtFault(problems.rows);
    if (first && !formAtFault) setFocusId(first);
    return Boolean(first);
  };

  /** The server's `variants.<i>.<field>` messages for the rows it was sent (`sentKeys`, in order). */
  const report = (fields: Record<string, string>, sentKeys: readonly string[], focus: boolean) => {
    const found = byRow(fields, sentKeys);
    setReported(found);
    const first = firstAtFault(found);
    if (focus && first) setFocusId(first);
  };

  const reset = () => {
    setTried(false);
    setTouched(new Set());
    setEdited(new Set());
    setReported({});
  };

  return {
    rows,
    names,
    problems,
    sells: sellsVariants(rows),
    /** What the product's read-only price and stock show while it sells variants. */
    derived: derivedFigures(rows),
    errorOf,
    change,
    touch,
    add,
    remove,
    tryToSave,
    report,
    reset,
    focus: setFocusId,
    payload: () => variantsPayload(form.values.optionNames, rows, kept),
  };
}

export type VariantsState = ReturnType<typeof useVariants>;
