import { queryOptions, useQuery } from "@tanstack/react-query";
import { getShopSettings } from "./shop-settings.ts";

/** The shop's settings through TanStack Query, for the pages that already use it. */
export const shopSettingsQueryOptions = queryOptions({
  queryKey: ["settings"],
  queryFn: () => getShopSettings(),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useShopSettings() {
  return useQuery(shopSettingsQueryOptions);
}
