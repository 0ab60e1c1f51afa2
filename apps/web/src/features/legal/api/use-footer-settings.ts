import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { getShopSettings, type ShopSettings } from "../../../lib/shop-settings.ts";

/** The settings, "failed" when the server could not answer, undefined while asking the first time. */
export type FooterSettings = ShopSettings | "failed" | undefined;

/**
 * GET /api/settings without TanStack Query: the footer shows on the landing page too, whose first load
 * stays without it (docs/decisions/002). getShopSettings shares the answer with the page (a seller's
 * page reads the same settings): one request. After a failure it asks again on the next page.
 */
export function useFooterSettings(): FooterSettings {
  const { pathname } = useLocation();
  const [settings, setSettings] = useState<FooterSettings>();
  const askOn = typeof settings === "object" ? null : pathname;

  useEffect(() => {
    if (askOn === null) return;
    let current = true;
    getShopSettings().then(
      (loaded) => current && setSettings(loaded),
      () => current && setSettings("failed"),
    );
    return () => {
      current = false;
    };
  }, [askOn]);

  return settings;
}
