/** The back office's tables and panels. */
export const tableClass = "w-full border-collapse text-left";
// Inside a SidewaysBox (a size container): as wide as the box and kept at its left, so a long
// caption wraps in sight rather than running on past the box's edge with the table's width.
export const captionClass = "sticky left-0 mb-3 max-w-[100cqw] text-left text-lg font-semibold";
export const headCellClass = "border-b border-border px-3 py-2 text-sm font-semibold text-muted";
export const cellClass = "border-b border-border/30 px-3 py-2 align-top";
export const panelClass = "rounded-xl bg-surface p-5 shadow-sm ring-1 ring-black/5 dark:ring-white/10";
export const panelHeadingClass = "mb-3 text-lg font-semibold";
/**
 * A column's content that keeps `minWidth` (a table cell's own min-width does nothing): words wrap
 * at spaces, and only one longer than the column (a picture's key) breaks inside, so a phone
 * scrolls the table sideways rather than split every word.
 */
export const readableColumn = (minWidth: string) => `block ${minWidth} [overflow-wrap:anywhere]`;
