import { QUERY_MAX } from "@hogar/shared/catalog-rules";
import { m } from "@hogar/shared/messages";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { CloseIcon, SearchIcon } from "../../../components/ui/icons.tsx";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useMediaQuery } from "../../../lib/use-media-query.ts";
import { useSuggestions } from "../api/get-suggestions.ts";

const DEBOUNCE_MS = 150;

/**
 * The header search box: a WAI-ARIA 1.2 combobox with a listbox popup. Typing shows server suggestions
 * (debounced); ArrowDown/ArrowUp move the active option (focus stays in the input, aria-activedescendant
 * points at the option); Enter or a click opens the active product; Enter without one searches;
 * Escape, Enter or an empty box close the list (docs/product.md 14).
 */
export function SearchCombobox() {
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState("");
  // Tailwind's md: the width from which the header has room for the whole placeholder.
  const wide = useMediaQuery("(min-width: 48rem)");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const query = text.trim();
  const debouncedQuery = useDebouncedValue(query, DEBOUNCE_MS);
  const suggestions = useSuggestions(debouncedQuery);
  // Only the answer to what is in the box now is offered: a stale list could open the wrong product.
  const answered = query !== "" && debouncedQuery === query && suggestions.data !== undefined;
  const items = answered ? (suggestions.data?.suggestions ?? []) : [];
  const expanded = open && answered;
  const activeItem = expanded ? items[active] : undefined;

  // On the results page the box shows what was searched for (reload, back, shared links); leaving
  // it for another page empties the box, which would otherwise name a search the page is not.
  const urlQuery =
    location.pathname === "/search-products" ? (new URLSearchParams(location.search).get("q") ?? "") : null;
  useEffect(() => {
    setText(urlQuery ?? "");
  }, [urlQuery]);

  // A click anywhere outside closes the list.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  // Keep the active option inside the 275 px scroll area.
  useEffect(() => {
    if (active >= 0 && expanded)
      document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  });

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (id: string) => {
    close();
    setText("");
    navigate(`/product-details/${id}`);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (activeItem) {
      choose(activeItem.id);
      return;
    }
    close();
    if (query) navigate(`/search-products?q=${encodeURIComponent(query)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!expanded) {
        if (query) setOpen(true);
        return;
      }
      if (items.length === 0) return;
      const last = items.length - 1;
      if (event.key === "ArrowDown") setActive(active >= last ? 0 : active + 1);
      else setActive(active <= 0 ? last : active - 1);
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        close();
      } else if (text) {
        // Second Escape clears the box, as the APG combobox examples do.
        event.preventDefault();
        setText("");
      }
    }
  };

  return (
    // On a phone the box is narrow: its list takes the header's width instead (the header holds it),
    // while the icon and the clear button keep to the box.
    <search className="relative min-w-0 flex-1 max-sm:static">
      <div ref={rootRef}>
        <form role="none" onSubmit={onSubmit} className="relative">
          <label htmlFor={`${baseId}-input`} className="sr-only">
            {m.catalog_search_products()}
          </label>
          <span className="pointer-events-none absolute inset-y-0 left-3 flex h-10 items-center text-muted">
            <SearchIcon />
          </span>
          <input
            ref={inputRef}
            id={`${baseId}-input`}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={activeItem ? optionId(active) : undefined}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            // The header's box is narrow on phones: the full question would be cut off there.
            placeholder={wide ? m.catalog_search_placeholder() : m.catalog_search_placeholder_short()}
            value={text}
            // Longer, the API would refuse the search and the page blame the filters.
            maxLength={QUERY_MAX}
            onChange={(event) => {
              setText(event.target.value);
              setActive(-1);
              setOpen(event.target.value.trim() !== "");
            }}
            onKeyDown={onKeyDown}
            onBlur={(event) => {
              // Tabbing away closes the list; a click on an option keeps focus in the input.
              if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
            }}
            className="h-10 w-full rounded-full border border-border bg-page py-2 pr-10 pl-10 text-fg placeholder:text-muted"
          />
          {text && (
            <button
              type="button"
              aria-label={m.catalog_clear_search()}
              onClick={() => {
                setText("");
                close();
                inputRef.current?.focus();
              }}
              className="absolute top-1 right-1.5 grid size-8 place-items-center rounded-full text-muted hover:bg-black/5 hover:text-fg dark:hover:bg-white/10"
            >
              <CloseIcon />
            </button>
          )}
        </form>
        <div
          id={listboxId}
          role="listbox"
          aria-label={m.catalog_suggestions()}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-50 mt-2 max-sm:inset-x-2 max-h-[275px] overflow-y-auto rounded-xl bg-surface py-1 shadow-xl ring-1 ring-black/10 dark:ring-white/15"
        >
          {expanded && items.length === 0 && (
            // biome-ignore lint/a11y/useFocusableInteractive: options stay in the input's focus (aria-activedescendant).
            <div role="option" aria-disabled="true" aria-selected="false" className="px-4 py-2.5 text-muted">
              {m.catalog_not_found()}
            </div>
          )}
          {expanded &&
            items.map((item, index) => (
              // Focus stays in the input (aria-activedescendant); the keyboard path is the input's onKeyDown.
              // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection is handled by the combobox input.
              // biome-ignore lint/a11y/useFocusableInteractive: options stay in the input's focus (aria-activedescendant).
              <div
                key={item.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => choose(item.id)}
                onMouseMove={() => index !== active && setActive(index)}
                className="cursor-pointer truncate px-4 py-2.5 text-fg aria-selected:bg-primary/15"
              >
                {item.name}
              </div>
            ))}
        </div>
        <p role="status" className="sr-only">
          {expanded
            ? items.length === 0
              ? m.catalog_not_found()
              : m.catalog_suggestions_available({ count: items.length })
            : ""}
        </p>
      </div>
    </search>
  );
}
