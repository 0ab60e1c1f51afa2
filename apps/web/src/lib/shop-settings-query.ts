import { SHOP_TIME_ZONE } from "@hogar/shared/delivery";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getShopSettings, pageSettings } from "./shop-settings.ts";

/**
 * The shop's settings through TanStack Query, for the pages that already use it. Those the page came
 * with are there from the first render: no request, and no render again when it answers.
 */
export const shopSettingsQueryOptions = queryOptions({
  queryKey: ["settings"],
  queryFn: () => getShopSettings(),
  initialData: pageSettings,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useShopSettings() {
  return useQuery(shopSettingsQueryOptions);
}

/** The time zone the shop's dates and times are shown in: its own, until its settings answer. */
export function useShopTimeZone(): string {
  return useShopSettings().data?.timeZone ?? SHOP_TIME_ZONE;
}
