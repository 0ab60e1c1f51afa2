/** Shared look of the auth forms' fields; the border keeps 3:1 contrast against the surface in both themes. */
export const inputClass =
  "w-full rounded-lg border border-border bg-surface px-3 py-2.5 text-fg placeholder:text-muted aria-invalid:border-danger-fg";

export const labelClass = "mb-1 block font-medium text-fg";

export const primaryButtonClass =
  "w-full rounded-lg bg-primary px-4 py-3 font-semibold text-white hover:bg-[#7e2fc8] disabled:cursor-not-allowed disabled:bg-[#6b7280] dark:disabled:bg-[#4b5563]";
