import type { Me } from "@hogar/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { saveLocale } from "../../features/account/api/save-locale.ts";
import { useMe } from "../../features/auth/api/get-me.ts";
import { adoptLocale, currentLocale, localeFromCookie, onLocalePicked } from "../../lib/locale.ts";
import { meQueryKey } from "../../lib/me-query-key.ts";

/**
 * The account keeps the shopper's language (docs/product.md 80): signed in, the app speaks the
 * account's pick when this browser's cookie says otherwise (a pick made on another device), and a new
 * pick is saved on the account.
 */
export function useAccountLocale(): void {
  const queryClient = useQueryClient();
  const saved = useMe().data?.locale;

  useEffect(() => {
    if (saved && saved !== localeFromCookie(document.cookie)) adoptLocale(saved);
  }, [saved]);

  useEffect(
    () =>
      onLocalePicked((locale) => {
        if (!queryClient.getQueryData<Me | null>(meQueryKey)) return;
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

/** For a layout: keeps the language and the account in step, renders nothing. */
export function AccountLocale(): null {
  useAccountLocale();
  return null;
}
