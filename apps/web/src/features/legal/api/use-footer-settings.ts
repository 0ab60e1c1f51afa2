import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { apiFetch } from "../../../lib/api-client.ts";
import type { ShopSettings } from "../../../lib/shop-settings.ts";

/** The settings, "failed" when the server could not answer, undefined while asking the first time. */
export type FooterSettings = ShopSettings | "failed" | undefined;

/**
 * GET /api/settings with plain fetch, not TanStack Query: the footer shows on the landing page too,
 * whose first load stays without TanStack Query (apps/web/src/app/router.tsx). The footer lives for the
 * whole visit, so this asks once; after a failure it asks again on the next page.
 */
export function useFooterSettings(): FooterSettings {
  const { pathname } = useLocation();
  const [settings, setSettings] = useState<FooterSettings>();
  const askOn = typeof settings === "object" ? null : pathname;

  useEffect(() => {
    if (askOn === null) return;
    const controller = new AbortController();
    apiFetch<ShopSettings>("/api/settings", { signal: controller.signal }).then(setSettings, () => {
      if (!controller.signal.aborted) setSettings("failed");
    });
    return () => controller.abort();
  }, [askOn]);

  return settings;
}
