import type { Suggestions } from "@hogar/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";

export function getSuggestions(q: string, signal?: AbortSignal): Promise<Suggestions> {
  return apiFetch<Suggestions>(`/api/search/suggestions?q=${encodeURIComponent(q)}`, { signal });
}

export const suggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ["suggestions", q],
    queryFn: ({ signal }) => getSuggestions(q, signal),
    staleTime: 60_000,
  });

/** Nothing is asked for an empty box. */
export function useSuggestions(q: string) {
  return useQuery({ ...suggestionsQueryOptions(q), enabled: q !== "" });
}
