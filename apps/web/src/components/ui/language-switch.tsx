import { isLocale, type Locale } from "@hogar/shared/locale";
import { m } from "@hogar/shared/messages";
import { useId } from "react";
import { pickLocale, useLocale } from "../../lib/locale.ts";

/** Each language named in itself, so a shopper who cannot read the current one still finds theirs. */
export const LANGUAGE_NAMES: Record<Locale, () => string> = {
  en: m.common_language_en,
  "es-MX": m.common_language_es,
};

/**
 * The language switch (docs/product.md 80) for screens without the account menu: a labelled select.
 * The app speaks the new language at once, without a reload; a hint under it says so beforehand, as a
 * change of a select that changes the page must (WCAG 3.2.2 On Input).
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const locale = useLocale();
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <span className={`inline-flex flex-wrap items-center gap-x-2 gap-y-1 ${className}`}>
      <label htmlFor={id} className="text-sm text-muted">
        {m.common_language()}
      </label>
      <select
        id={id}
        aria-describedby={hintId}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) pickLocale(event.target.value);
        }}
        className="rounded-lg border border-border bg-surface px-2 py-1 text-sm text-fg"
      >
        {(Object.keys(LANGUAGE_NAMES) as Locale[]).map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]()}
          </option>
        ))}
      </select>
      <span id={hintId} className="basis-full text-xs text-muted">
        {m.common_language_changes_at_once()}
      </span>
    </span>
  );
}
