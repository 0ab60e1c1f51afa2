/** One card of the order page. */
export const panelClass = "rounded-xl bg-surface p-5 shadow-sm ring-1 ring-black/5 dark:ring-white/10";

export const panelHeadingClass = "mb-3 text-lg font-semibold";

/** A label and its value on one row of a description list. */
export const factRowClass = "flex flex-wrap justify-between gap-x-4 gap-y-1 py-1";
