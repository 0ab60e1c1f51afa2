import { useMutation, useQueryClient } from "@tanstack/react-query";
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
