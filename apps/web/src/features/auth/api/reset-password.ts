import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";

export interface ResetPasswordBody {
  token: string;
  password: string;
}

/** Sets the new password with the mail's link; the answer signs this browser in (docs/product.md 64). */
export function resetPassword(body: ResetPasswordBody): Promise<unknown> {
  return apiFetch("/api/auth/reset-password", { method: "POST", body });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // Every earlier session ended and a new one began: nothing cached before may survive, and the
    // next page reads "me" afresh (a cached "nobody" would send the new session to the Auth error).
    onSuccess: () => queryClient.clear(),
  });
}

/** Whether the mail's link still works, asked as the page opens (it is not used up by asking). */
export function useResetLinkCheck(token: string | null) {
  return useQuery({
    queryKey: ["reset-link", token],
    queryFn: () =>
      apiFetch<{ usable: boolean; message?: string }>("/api/auth/reset-password/check", {
        method: "POST",
        body: { token },
      }),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
