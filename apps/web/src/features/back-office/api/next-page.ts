import { apiFetchWithHeaders } from "../../../lib/api-client.ts";
import { nextPageOf } from "../../../lib/next-page-link.ts";

/** One page of a back-office table and the address of the next (null on the last). */
export interface TablePage<Row> {
  rows: Row[];
  next: string | null;
}

/** GET one page of rows from `address`, the first page's or the one a previous page named. */
export async function getTablePage<Row>(address: string, signal?: AbortSignal): Promise<TablePage<Row>> {
  const { data, headers } = await apiFetchWithHeaders<Row[]>(address, { signal });
  return { rows: data, next: nextPageOf(headers.get("link")) };
}

/**
 * Every page's rows in order, each id once (the first time it came). A table whose order moves while
 * it is read (products by low stock: their stock changes between pages) can send a row again on a
 * later page (decision 013).
 */
export function distinctRows<Row extends { id: string }>(pages: TablePage<Row>[] | undefined): Row[] {
  const seen = new Set<string>();
  return (pages ?? []).flatMap((page) =>
    page.rows.filter((row) => {
      if (seen.has(row.id)) return false;
      seen.add(row.id);
      return true;
    }),
  );
}

/** `base` with the query's non-empty entries, e.g. "/api/admin/orders?status=paid". */
export function withQuery(base: string, query: URLSearchParams): string {
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}
