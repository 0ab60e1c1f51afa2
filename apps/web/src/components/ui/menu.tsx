import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { Link } from "react-router";
import { CheckIcon } from "./icons.tsx";

export type MenuEntry =
  | { kind: "link"; label: string; to: string }
  | { kind: "action"; label: string; onSelect: () => void }
  /**
   * One of a set of choices (the language): a menuitemradio, checked when it is the current one.
   * Radios side by side with the same `group` sit in one named group (WAI-ARIA menu pattern).
   */
  | { kind: "radio"; label: string; checked: boolean; onSelect: () => void; lang?: string; group?: string };

/** The entries in runs: a named group of radios, or one entry alone; each with its index in the menu. */
type Run = { group?: string; items: { entry: MenuEntry; index: number }[] };

function runsOf(entries: MenuEntry[]): Run[] {
  const runs: Run[] = [];
  entries.forEach((entry, index) => {
    const group = entry.kind === "radio" ? entry.group : undefined;
    const last = runs.at(-1);
    if (group && last?.group === group) last.items.push({ entry, index });
    else runs.push({ group, items: [{ entry, index }] });
  });
  return runs;
}

interface MenuProps {
  /** Accessible name of the trigger button, e.g. "Account menu". */
  label: string;
  /** Visible content of the trigger (icons); the name comes from `label`. */
  trigger: ReactNode;
  entries: MenuEntry[];
  triggerClassName?: string;
  /** Which edge of the trigger the open menu lines up with; "start" for triggers near the left edge. */
  align?: "start" | "end";
}

/**
 * A WAI-ARIA menu button: Enter, Space or ArrowDown opens on the first entry, ArrowUp on the last;
 * arrows, Home and End move; Escape closes and returns focus to the button; Tab or a click outside
 * closes. Written by hand to keep the first load small.
 */
export function Menu({ label, trigger, entries, triggerClassName = "", align = "end" }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const menuId = useId();

  // Before the next key is handled: an effect runs after paint, so with keys pressed quickly it
  // focused an entry the menu had left (or one of a menu already closed, losing the focus).
  useLayoutEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      openAt(0);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openAt(entries.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = entries.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") {
      close(false);
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      // Type-ahead: jump to the next entry starting with the typed letter.
      const letter = event.key.toLowerCase();
      const order = entries.map((_, i) => (active + 1 + i) % entries.length);
      const match = order.find((i) => entries[i]?.label.toLowerCase().startsWith(letter));
      if (match !== undefined) setActive(match);
    }
  };

  const itemClass =
    "block w-full px-4 py-2.5 text-left text-fg hover:bg-primary/10 focus-visible:bg-primary/10 focus-visible:outline-offset-[-2px]";

  const renderEntry = (entry: MenuEntry, index: number) =>
    entry.kind === "link" ? (
      <Link
        key={entry.label}
        ref={(node) => {
          itemRefs.current[index] = node;
        }}
        role="menuitem"
        tabIndex={-1}
        to={entry.to}
        onClick={() => close(false)}
        onMouseEnter={() => setActive(index)}
        className={itemClass}
      >
        {entry.label}
      </Link>
    ) : entry.kind === "radio" ? (
      <button
        key={entry.label}
        ref={(node) => {
          itemRefs.current[index] = node;
        }}
        type="button"
        role="menuitemradio"
        aria-checked={entry.checked}
        lang={entry.lang}
        tabIndex={-1}
        onClick={() => {
          close(true);
          entry.onSelect();
        }}
        onMouseEnter={() => setActive(index)}
        className={`${itemClass} flex items-center gap-2`}
      >
        <span className="grid size-4 place-items-center">{entry.checked && <CheckIcon />}</span>
        {entry.label}
      </button>
    ) : (
      <button
        key={entry.label}
        ref={(node) => {
          itemRefs.current[index] = node;
        }}
        type="button"
        role="menuitem"
        tabIndex={-1}
        onClick={() => {
          close(true);
          entry.onSelect();
        }}
        onMouseEnter={() => setActive(index)}
        className={itemClass}
      >
        {entry.label}
      </button>
    );

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
        className={triggerClassName}
      >
        {trigger}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className={`absolute ${align === "end" ? "right-0" : "left-0"} z-50 mt-2 min-w-52 overflow-hidden rounded-xl bg-surface py-1 shadow-xl ring-1 ring-black/10 dark:ring-white/15`}
        >
          {runsOf(entries).flatMap((run) =>
            run.group
              ? [
                  // A menu's group is a role="group" element (WAI-ARIA menu pattern); a fieldset is for forms.
                  // biome-ignore lint/a11y/useSemanticElements: menu items, not form controls
                  <div
                    key={run.group}
                    role="group"
                    aria-label={run.group}
                    className="my-1 border-y border-black/10 py-1 dark:border-white/15"
                  >
                    {run.items.map(({ entry, index }) => renderEntry(entry, index))}
                  </div>,
                ]
              : run.items.map(({ entry, index }) => renderEntry(entry, index)),
          )}
        </div>
      )}
    </div>
  );
}
