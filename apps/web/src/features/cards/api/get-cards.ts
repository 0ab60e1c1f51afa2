import type { SavedCard } from "@hogar/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";

export const cardsQueryKey = ["cards"] as const;

export function getCards(signal?: AbortSignal): Promise<SavedCard[]> {
  return apiFetch<SavedCard[]>("/api/cards", { signal });
}

export const cardsQueryOptions = queryOptions({
  queryKey: cardsQueryKey,
  queryFn: ({ signal }) => getCards(signal),
});

export function useCards() {
  return useQuery(cardsQueryOptions);
}
