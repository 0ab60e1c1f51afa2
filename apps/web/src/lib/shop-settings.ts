import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api-client.ts";

/** GET /api/settings. Shared by every feature that shows shipping (product page, cart, checkout). */
export interface ShopSettings {
  shopName: string;
  shipping: { feeCents: number; freeFromCents: number };
  timeZone: string;
  /** IVA included in prices, in basis points (1600 = 16%). */
  ivaRateBp: number;
  seller: { legalName: string; rfc: string; address: string; phone: string; email: string };
}

export function getShopSettings(signal?: AbortSignal): Promise<ShopSettings> {
  return apiFetch<ShopSettings>("/api/settings", { signal });
}

export const shopSettingsQueryOptions = queryOptions({
  queryKey: ["settings"],
  queryFn: ({ signal }) => getShopSettings(signal),
  // Settings change with a deploy, not while someone shops.
  staleTime: 10 * 60_000,
});

export function useShopSettings() {
  return useQuery(shopSettingsQueryOptions);
}
