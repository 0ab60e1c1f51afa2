import { m } from "@hogar/shared/messages";
import { Fragment } from "react";
import { Link } from "react-router";
import { ChevronRightIcon } from "./icons.tsx";

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label={m.common_breadcrumb()} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted">
        {items.map((item, index) => (
          // Each step's address is its own (two steps may share a label); the last has none.
          <Fragment key={item.to ?? "current"}>
            {index > 0 && (
              <li aria-hidden="true" className="flex items-center">
                <ChevronRightIcon />
              </li>
            )}
            <li>
              {item.to ? (
                <Link to={item.to} className="rounded text-link underline-offset-2 hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span aria-current="page" className="font-medium text-fg">
                  {item.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
