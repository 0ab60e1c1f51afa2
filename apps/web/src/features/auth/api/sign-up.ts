import type { Me } from "@hogar/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import { meQueryKey } from "../../../lib/me-query-key.ts";

export interface SignUpBody {
  name: string;
  email: string;
  password: string;
}

/**
 * A new e-mail gets its account (`user`) and a session; an e-mail that has an account gets
 * `user: null` and the same `message` (docs/product.md 66).
 */
export interface SignUpAnswer {
  user: Pick<Me, "id" | "email"> | null;
  message: string;
}

export function signUp(body: SignUpBody): Promise<SignUpAnswer> {
  return apiFetch<SignUpAnswer>("/api/auth/sign-up/email", { method: "POST", body });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (answer) => {
      if (answer.user) return queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
