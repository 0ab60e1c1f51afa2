import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useRef } from "react";
import { Link } from "react-router";
import { DotWaveLoader } from "./dot-wave-loader.tsx";
import { addTileClass, linkClass } from "./form-styles.ts";

interface SavedTilesPageProps<T extends { id: string }> {
  title: string;
  /** The plural noun the page's messages use ("addresses", "cards"). */
  what: string;
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
  const focusHeading = () => heading.current?.focus();

  return (
    <>
      <h1 ref={heading} tabIndex={-1} className="mb-6 text-2xl font-semibold focus:outline-none">
        {title}
      </h1>
      {items.isPending ? (
        <DotWaveLoader label={`Loading ${what}`} />
      ) : items.isError ? (
        <p className="text-muted">
          Your {what} could not be loaded.{" "}
          <button type="button" onClick={() => items.refetch()} className={linkClass}>
            Try again
          </button>
        </p>
      ) : (
        <>
          {items.data.length === 0 && <p className="mb-4 text-muted">You have no saved {what} yet.</p>}
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
