import type { FiscalData } from "@hogar/shared/invoices";
import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "./api-client.ts";

/**
 * GET /api/account/fiscal-data is edited by the fiscal-data feature and read by the order page's
 * invoice panel (who the invoice goes to, or a link to add them); features do not import each other,
 * so the query they share lives here.
 */
export const fiscalDataQueryKey = ["fiscal-data"] as const;

export interface FiscalDataAnswer {
  fiscalData: FiscalData | null;
}

export const fiscalDataQueryOptions = queryOptions({
  queryKey: fiscalDataQueryKey,
  queryFn: ({ signal }) => apiFetch<FiscalDataAnswer>("/api/account/fiscal-data", { signal }),
});
