import type { SignInMethods } from "@hogar/shared";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";

export const signInMethodsQueryKey = ["me", "sign-in-methods"] as const;

/** Whether the account has a password (password, e-mail and deletion forms ask for it) and its providers. */
export function useSignInMethods() {
  return useQuery({
    queryKey: signInMethodsQueryKey,
    queryFn: ({ signal }) => apiFetch<SignInMethods>("/api/me/sign-in-methods", { signal }),
  });
}
