import type { Me } from "@hogar/shared";
import type { Locale } from "@hogar/shared/locale";
import { m } from "@hogar/shared/messages";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { showErrorNotice } from "../../components/ui/notice/show-error-notice.ts";
import { saveLocale } from "../../features/account/api/save-locale.ts";
import { useMe } from "../../features/auth/api/get-me.ts";
import { adoptLocale, localeFromCookie, onLocalePicked, takeUnsavedPick } from "../../lib/locale.ts";
import { meQueryKey } from "../../lib/me-query-key.ts";

/**
 * The account keeps the shopper's language (docs/product.md 80). When a shopper signs in (the account
 * first loads for its id) the app speaks the account's pick if this browser's cookie says otherwise (a
 * pick made on another device), unless the shopper picked in this tab while signed out: that newer
 * pick is saved on the account instead. Later answers of Me do not switch it again, so a refetch that
 * lands while a new pick is being saved cannot take the pick back. A new pick is saved on the account;
 * when that fails the language goes back to what it was and a notice says so, so the account and this
 * browser agree.
 */
export function useAccountLocale(): void {
  const queryClient = useQueryClient();
  const me = useMe().data;
  const adoptedFor = useRef<string | null>(null);
  /** The pick being saved last: only its outcome counts, an earlier one's is overtaken. */
  const lastPick = useRef(0);

  const userId = me?.id ?? null;
  const saved = me?.locale ?? null;

  /** Saves `locale` on the account; when that fails, this browser speaks `ifNotKept` again. */
  const keep = useCallback(
    (locale: Locale, ifNotKept: Locale) => {
      const pick = ++lastPick.current;
      saveLocale(locale).then(
        (answer) => {
          if (pick === lastPick.current) queryClient.setQueryData(meQueryKey, answer);
        },
        (error: unknown) => {
          if (pick !== lastPick.current) return;
          // Not kept on the account: this browser goes back to what the account has.
          adoptLocale(ifNotKept);
          showErrorNotice(error, m.common_language_not_saved());
        },
      );
    },
    [queryClient],
  );

  useEffect(() => {
    if (userId === adoptedFor.current) return;
    adoptedFor.current = userId;
    if (!userId) return;
    const unsaved = takeUnsavedPick();
    if (unsaved && unsaved !== saved) keep(unsaved, saved ?? unsaved);
    else if (saved && saved !== localeFromCookie(document.cookie)) adoptLocale(saved);
  }, [userId, saved, keep]);

  useEffect(
    () =>
      onLocalePicked((locale: Locale, previous: Locale) => {
        if (!queryClient.getQueryData<Me | null>(meQueryKey)) return;
        // Kept on this account now, so no later sign-in takes it for a pick of its own.
        takeUnsavedPick();
        keep(locale, previous);
      }),
    [queryClient, keep],
  );
}

/** For a layout: keeps the language and the account in step, renders nothing. */
export function AccountLocale(): null {
  useAccountLocale();
  return null;
}
