import type { History } from "@hogar/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";

export const historyQueryKey = ["history"] as const;

export function getHistory(signal?: AbortSignal): Promise<History> {
  return apiFetch<History>("/api/history", { signal });
}

export const historyQueryOptions = queryOptions({
  queryKey: historyQueryKey,
  queryFn: ({ signal }) => getHistory(signal),
});

export function useHistory() {
  return useQuery(historyQueryOptions);
}
