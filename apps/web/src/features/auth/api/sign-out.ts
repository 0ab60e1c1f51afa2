import { m } from "@hogar/shared/messages";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { NavigateFunction } from "react-router";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { meQueryKey } from "../../../lib/me-query-key.ts";

let signingOut = false;

/**
 * True between a successful logout and the arrival on /. The signed-in guard uses it to tell a chosen
 * logout apart from a lost session, which must show the "Auth error" notice.
 */
export function isSigningOut(): boolean {
  return signingOut;
}

export function signOut(): Promise<unknown> {
  return apiFetch("/api/auth/sign-out", { method: "POST", body: {} });
}

/**
 * Once the server has ended the session, "me" is nobody: the page takes the signed-in frame away (the
 * signed-in guard, or the seller's pages' frame) and calls `finishSignOut`. Clearing the cache while
 * the frame still showed the cart and wishlist had them asked for again, and refused (401).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      signingOut = true;
      queryClient.setQueryData(meQueryKey, null);
    },
    onError: (error) => showErrorNotice(error, m.auth_error_title()),
  });
}

/**
 * After the signed-in frame has left, the session ended by a logout or lost (a 401): nothing of the
 * previous shopper survives in the cache for whoever signs in next, and with `navigate` the landing
 * page shows.
 */
export async function finishSignOut(queryClient: QueryClient, navigate?: NavigateFunction): Promise<void> {
  try {
    queryClient.clear();
    queryClient.setQueryData(meQueryKey, null);
    if (navigate) await navigate("/", { replace: true });
  } finally {
    signingOut = false;
  }
}
