import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import { meQueryKey } from "./get-me.ts";

export interface SignUpBody {
  name: string;
  email: string;
  password: string;
}

export function signUp(body: SignUpBody): Promise<unknown> {
  return apiFetch("/api/auth/sign-up/email", { method: "POST", body });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
