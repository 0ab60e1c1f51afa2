import type { Me } from "@hogar/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiFetch } from "../../../lib/api-client.ts";
import { meQueryKey } from "../../../lib/me-query-key.ts";

/** 401 is the normal "logged out" answer, so it resolves to null instead of failing. */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await apiFetch<Me>("/api/me", { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => getMe(signal),
  // The session rarely changes behind our back; a focus refetch after a minute catches expiry.
  staleTime: 60_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}
