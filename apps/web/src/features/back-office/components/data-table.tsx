import type { ReactNode } from "react";
import { captionClass, headCellClass, tableClass } from "./styles.ts";

/** A column's header; numbers are right-aligned, under their header. */
export interface Column {
  label: string;
  numeric?: boolean;
}

/** A back-office table: its caption, one row of column headers, and the rows given as children. */
export function DataTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly Column[];
  children: ReactNode;
}) {
  return (
    <table className={tableClass}>
      <caption className={captionClass}>{caption}</caption>
      <thead>
        <tr>
          {columns.map(({ label, numeric }) => (
            <th key={label} scope="col" className={numeric ? `${headCellClass} text-right` : headCellClass}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
