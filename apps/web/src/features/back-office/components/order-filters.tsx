import { m } from "@hogar/shared/messages";
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from "@hogar/shared/order-lifecycle";
import { PROMOTION_CODE_MAX } from "@hogar/shared/promotion-rules";
import { type FormEvent, useState } from "react";
import { SelectField, TextField } from "../../../components/ui/field.tsx";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/ui/form-styles.ts";
import { type OrderFilters as Filters, orderFiltersQuery } from "../api/get-orders.ts";
import { useDraft } from "./use-draft.ts";

/**
 * Status, a range of days, a search and a promotion code, applied together with the button; back and forward (which
 * change the URL) show the filters in force.
 */
export function OrderFilters({
  filters,
  onApply,
}: {
  filters: Filters;
  onApply: (filters: Filters) => void;
}) {
  const [draft, setDraft] = useDraft(filters, orderFiltersQuery(filters).toString());
  const [rangeError, setRangeError] = useState(false);
  // The one message under the form says why both days are invalid.
  const rangeProblem = rangeError ? "orders-range-error" : undefined;
  const filtered = Object.values(filters).some(Boolean);
  const edit = (key: keyof Filters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value || undefined }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Filters = {
      ...draft,
      q: draft.q?.trim() || undefined,
      code: draft.code?.trim().toUpperCase() || undefined,
    };
    // Days written yyyy-mm-dd compare as text.
    if (next.from && next.to && next.from > next.to) {
      setRangeError(true);
      document.getElementById("orders-from")?.focus();
      return;
    }
    setRangeError(false);
    onApply(next);
  };

  return (
    <form
      aria-label={m.back_office_filters_orders()}
      onSubmit={submit}
      noValidate
      className="mb-6 grid gap-4 rounded-xl bg-surface p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-[repeat(5,minmax(0,1fr))_auto]"
    >
      <SelectField
        id="orders-status"
        label={m.back_office_filters_status()}
        name="status"
        value={draft.status ?? ""}
        onChange={edit("status")}
      >
        <option value="">{m.back_office_filters_all_statuses()}</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {ORDER_STATUS_LABELS[status]()}
          </option>
        ))}
      </SelectField>
      <TextField
        id="orders-from"
        label={m.back_office_filters_from()}
        name="from"
        type="date"
        value={draft.from ?? ""}
        onChange={edit("from")}
        problemId={rangeProblem}
      />
      <TextField
        id="orders-to"
        label={m.back_office_filters_to()}
        name="to"
        type="date"
        value={draft.to ?? ""}
        onChange={edit("to")}
        problemId={rangeProblem}
      />
      <TextField
        id="orders-q"
        label={m.back_office_filters_search()}
        name="q"
        type="search"
        maxLength={200}
        value={draft.q ?? ""}
        onChange={edit("q")}
      />
      <TextField
        id="orders-code"
        label={m.back_office_filters_code()}
        name="code"
        maxLength={PROMOTION_CODE_MAX}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        value={draft.code ?? ""}
        onChange={edit("code")}
      />
      <div className="flex items-end gap-2">
        <button type="submit" className={primaryButtonClass}>
          {m.back_office_filters_apply()}
        </button>
        {filtered && (
          <button type="button" onClick={() => onApply({})} className={secondaryButtonClass}>
            {m.back_office_filters_clear()}
          </button>
        )}
      </div>
      {rangeError && (
        <p
          id="orders-range-error"
          role="alert"
          className="text-sm font-medium text-danger-fg sm:col-span-full"
        >
          {m.back_office_filters_range_error()}
        </p>
      )}
    </form>
  );
}
