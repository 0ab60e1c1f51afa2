import type { Me } from "@hogar/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { saveLocale } from "../../features/account/api/save-locale.ts";
import { adoptLocale, currentLocale, onLocalePicked } from "../../lib/locale.ts";
import { meQueryKey } from "../../lib/me-query-key.ts";

/**
 * The account keeps the shopper's language (docs/product.md 80): signed in, the app speaks the
 * account's pick (another device's pick wins over this browser's cookie), and a new pick is saved.
 */
export function useAccountLocale(me: Me): void {
  const queryClient = useQueryClient();
  const saved = me.locale;

  useEffect(() => {
    if (saved) adoptLocale(saved);
  }, [saved]);

  useEffect(
    () =>
      onLocalePicked((locale) => {
        // Shown as the account's at once, so the pick is not taken back while the request runs.
        queryClient.setQueryData<Me | null>(meQueryKey, (old) => (old ? { ...old, locale } : old));
        saveLocale(locale).then(
          // An answer overtaken by a later pick is not shown: it would switch back.
          (me) => me.locale === currentLocale() && queryClient.setQueryData(meQueryKey, me),
          // Not kept on the account this time; the cookie keeps it on this device.
          () => {},
        );
      }),
    [queryClient],
  );
}
