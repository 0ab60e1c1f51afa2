/** Look of the account forms' fields; the border keeps 3:1 contrast against the surface in both themes. */
export const inputClass =
  "w-full rounded-lg border border-border bg-surface px-3 py-2.5 text-fg placeholder:text-muted aria-invalid:border-danger-fg";

export const labelClass = "mb-1 block font-medium text-fg";

/** Works with `disabled` and with `aria-disabled` (a button that stays focusable and explains itself). */
export const primaryButtonClass =
  "rounded-lg bg-primary px-6 py-3 font-semibold text-white hover:bg-[#7e2fc8] disabled:cursor-not-allowed disabled:bg-[#6b7280] aria-disabled:cursor-not-allowed aria-disabled:bg-[#6b7280] dark:disabled:bg-[#4b5563] dark:aria-disabled:bg-[#4b5563]";

/** Unavailable (disabled, or aria-disabled while a request is under way) looks it: faded, no hover. */
const unavailable =
  "disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-transparent aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:bg-transparent";

export const secondaryButtonClass = `rounded-lg border border-border px-4 py-2 font-medium text-fg hover:bg-black/5 dark:hover:bg-white/10 ${unavailable}`;

export const dangerButtonClass = `rounded-lg border border-danger-fg px-4 py-2 font-medium text-danger-fg hover:bg-danger/10 ${unavailable}`;

export const linkClass = "rounded font-medium text-link underline-offset-2 hover:underline";

/** The dashed "Add ..." tile that opens a grid of saved things. */
export const addTileClass =
  "flex min-h-48 h-full flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-border p-6 text-lg font-semibold text-fg hover:border-primary hover:text-link";
