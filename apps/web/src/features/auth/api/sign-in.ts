import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import { meQueryKey } from "../../../lib/me-query-key.ts";

export interface SignInBody {
  email: string;
  password: string;
}

export function signIn(body: SignInBody): Promise<unknown> {
  return apiFetch("/api/auth/sign-in/email", { method: "POST", body });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // The cookie is set; the session query must re-read it before the guarded pages look at it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
