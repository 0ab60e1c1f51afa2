import { m } from "@hogar/shared/messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
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

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      signingOut = true;
      try {
        // Nothing of the previous shopper may survive in the cache; "me" is known to be nobody.
        queryClient.clear();
        queryClient.setQueryData(meQueryKey, null);
        await navigate("/", { replace: true });
      } finally {
        signingOut = false;
      }
    },
    onError: (error) => showErrorNotice(error, m.auth_error_title()),
  });
}
