import { m } from "@hogar/shared/messages";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useRef } from "react";
import { Link } from "react-router";
import { DotWaveLoader } from "./dot-wave-loader.tsx";
import { addTileClass, linkClass } from "./form-styles.ts";

/** The page's loading, failure and empty messages, whole sentences in each language. */
const MESSAGES = {
  addresses: {
    loading: m.common_saved_loading_addresses,
    loadFailed: m.common_saved_load_failed_addresses,
    empty: m.common_saved_empty_addresses,
  },
  cards: {
    loading: m.common_saved_loading_cards,
    loadFailed: m.common_saved_load_failed_cards,
    empty: m.common_saved_empty_cards,
  },
} as const;

interface SavedTilesPageProps<T extends { id: string }> {
  title: string;
  /** What the page keeps, which picks its messages. */
  what: keyof typeof MESSAGES;
  items: UseQueryResult<T[]>;
  addLabel: string;
  addTo: string;
  /** `onDeleted` moves focus to the page heading, since the deleted tile's button is gone. */
  renderTile: (item: T, onDeleted: () => void) => ReactNode;
}

/** An account page of saved things: the heading, an "Add ..." tile, then a tile for each one. */
export function SavedTilesPage<T extends { id: string }>({
  title,
  what,
  items,
  addLabel,
  addTo,
  renderTile,
}: SavedTilesPageProps<T>) {
  const heading = useRef<HTMLHeadingElement>(null);
  const messages = MESSAGES[what];
  const focusHeading = () => heading.current?.focus();

  return (
    <>
      <h1 ref={heading} tabIndex={-1} className="mb-6 text-2xl font-semibold focus:outline-none">
        {title}
      </h1>
      {items.isPending ? (
        <DotWaveLoader label={messages.loading()} />
      ) : items.isError ? (
        <p className="text-muted">
          {messages.loadFailed()}{" "}
          <button type="button" onClick={() => items.refetch()} className={linkClass}>
            {m.common_try_again()}
          </button>
        </p>
      ) : (
        <>
          {items.data.length === 0 && <p className="mb-4 text-muted">{messages.empty()}</p>}
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <li>
              <Link to={addTo} className={addTileClass}>
                <span aria-hidden="true" className="text-3xl leading-none">
                  +
                </span>
                {addLabel}
              </Link>
            </li>
            {items.data.map((item) => (
              <li key={item.id}>{renderTile(item, focusHeading)}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
