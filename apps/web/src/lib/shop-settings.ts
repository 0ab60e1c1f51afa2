// No TanStack Query here: the landing page's footer reads the settings with a plain fetch, and its
// first load stays without the query library (shop-settings-query.ts holds the query).
import { PAGE_SETTINGS_ID } from "@hogar/shared/page-data";
import { apiFetch } from "./api-client.ts";
import { readPageData } from "./page-data.ts";

/** GET /api/settings. Shared by every feature that shows shipping (product page, cart, checkout). */
export interface ShopSettings {
  shopName: string;
  shipping: { feeCents: number; freeFromCents: number };
  timeZone: string;
  /** IVA included in prices, in basis points (1600 = 16%). */
  ivaRateBp: number;
  /** What checkout and the product page offer (docs/product.md 85-88). */
  payments: {
    msiPlans: { months: number; minCents: number }[];
    oxxo: { minCents: number; maxCents: number };
    payLaterHours: number;
    /** The sandbox's "mark paid" button (never in production). */
    sandboxControls: boolean;
  };
  seller: { legalName: string; rfc: string; address: string; phone: string; email: string };
}

let inPage: ShopSettings | null | undefined;

/**
 * The settings the page came with (the server's `serveWebApp`), or undefined where it has none (Vite's
 * dev server). They hold for the whole visit: settings change with a deploy, not while someone shops.
 */
export function pageSettings(): ShopSettings | undefined {
  if (inPage === undefined) inPage = (readPageData(PAGE_SETTINGS_ID) as ShopSettings | undefined) ?? null;
  return inPage ?? undefined;
}

let asked: Promise<ShopSettings> | undefined;

/**
 * The page's settings, else GET /api/settings once a page load: the footer (plain fetch, no TanStack
 * Query on the landing page: docs/decisions/002) and the pages that read them through TanStack Query
 * share the one answer. A failure is forgotten, so asking again retries.
 */
export function getShopSettings(): Promise<ShopSettings> {
  const settings = pageSettings();
  if (settings) return Promise.resolve(settings);
  asked ??= apiFetch<ShopSettings>("/api/settings").catch((error: unknown) => {
    asked = undefined;
    throw error;
  });
  return asked;
}

/** Forgets the answer and what the page said, for tests that each serve other settings. */
export function forgetShopSettings(): void {
  asked = undefined;
  inPage = undefined;
}
