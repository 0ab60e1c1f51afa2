import type { Me } from "@hogar/shared";
import type { Locale } from "@hogar/shared/locale";
import { apiFetch } from "../../../lib/api-client.ts";

/** PUT /api/me/locale { locale } keeps the shopper's language on the account (docs/product.md 80). */
export function saveLocale(locale: Locale | null): Promise<Me> {
  return apiFetch<Me>("/api/me/locale", { method: "PUT", body: { locale } });
}
