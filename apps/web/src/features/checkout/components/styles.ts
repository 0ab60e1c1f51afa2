export const panelClass = "rounded-xl bg-surface p-5 shadow-sm ring-1 ring-black/5 dark:ring-white/10";

export const headingClass = "mb-5 text-2xl font-semibold focus:outline-none";

/** A choice that stays pressed: aria-pressed drives the look, and the chosen one shows ChosenMark. */
export const toggleClass =
  "rounded-lg px-4 py-3 text-left font-medium text-fg ring-1 ring-border ring-inset hover:bg-primary/10 aria-pressed:bg-primary/15 aria-pressed:ring-2 aria-pressed:ring-primary dark:aria-pressed:bg-primary/30 dark:aria-pressed:ring-primary-light";

/** Something holding a radio button: the checked one's ring shows the choice. */
export const radioClass = "has-checked:ring-2 has-checked:ring-primary dark:has-checked:ring-primary-light";
