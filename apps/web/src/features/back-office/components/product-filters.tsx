import { m } from "@hogar/shared/messages";
import type { FormEvent } from "react";
import { SelectField, TextField } from "../../../components/ui/field.tsx";
import { primaryButtonClass } from "../../../components/ui/form-styles.ts";
import {
  type ProductFilters as Filters,
  type ProductStatusFilter,
  productFiltersQuery,
} from "../api/get-products.ts";
import { useDraft } from "./use-draft.ts";

const STATUS_LABELS: Record<ProductStatusFilter, () => string> = {
  all: m.back_office_product_filters_all,
  active: m.back_office_product_filters_active,
  archived: m.back_office_product_filters_archived,
};

/**
 * Search by name, active, archived or all, and low stock first (docs/product.md 77). The status and
 * the toggle apply at once; the search when sent. Back and forward show the filters in force.
 */
export function ProductFilters({
  filters,
  onApply,
}: {
  filters: Filters;
  onApply: (filters: Filters) => void;
}) {
  const [q, setQ] = useDraft(filters.q ?? "", productFiltersQuery(filters).toString());
  // What is typed in the search box goes with any change, so nothing typed is silently dropped.
  const apply = (change: Partial<Filters>) => onApply({ ...filters, q: q.trim() || undefined, ...change });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply({});
  };
  return (
    <form
      aria-label={m.back_office_product_filters()}
      onSubmit={submit}
      noValidate
      className="mb-6 grid items-end gap-4 rounded-xl bg-surface p-5 shadow-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto_auto]"
    >
      <TextField
        id="products-q"
        label={m.back_office_product_filters_name()}
        name="q"
        type="search"
        maxLength={200}
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      <SelectField
        id="products-status"
        label={m.back_office_product_filters_show()}
        name="status"
        value={filters.status}
        onChange={(event) => apply({ status: event.target.value as ProductStatusFilter })}
      >
        {(Object.keys(STATUS_LABELS) as ProductStatusFilter[]).map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]()}
          </option>
        ))}
      </SelectField>
      <label className="flex items-center gap-2 py-2.5 font-medium">
        <input
          type="checkbox"
          name="lowStockFirst"
          checked={filters.lowStockFirst}
          onChange={(event) => apply({ lowStockFirst: event.target.checked })}
          className="size-4 accent-primary"
        />
        {m.back_office_product_filters_low_stock_first()}
      </label>
      <button type="submit" className={primaryButtonClass}>
        {m.back_office_product_filters_search()}
      </button>
    </form>
  );
}
