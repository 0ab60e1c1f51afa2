import type { SocialProviderStatus } from "@hogar/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";

export function getSocialProviders(signal?: AbortSignal): Promise<SocialProviderStatus[]> {
  return apiFetch<SocialProviderStatus[]>("/api/social-providers", { signal });
}

export const socialProvidersQueryOptions = queryOptions({
  queryKey: ["social-providers"],
  queryFn: ({ signal }) => getSocialProviders(signal),
  // Provider configuration only changes with a server restart.
  staleTime: 10 * 60_000,
});

export function useSocialProviders() {
  return useQuery(socialProvidersQueryOptions);
}
