import type { ChangeEmailInput, EmailChangeCheck } from "@hogar/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import { meQueryKey } from "../../../lib/me-query-key.ts";

/** POST /api/me/email: 202, the new address gets a link; nothing changes until it is opened. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (input: ChangeEmailInput) => apiFetch<null>("/api/me/email", { method: "POST", body: input }),
  });
}

/** POST /api/email-change/confirm { token } answers with the account's e-mail from now on. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiFetch<{ email: string }>("/api/email-change/confirm", { method: "POST", body: { token } }),
    // Signed in here, the header and My Data read "me": fetch it again with the new address.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

/** Whether the mail's link still works, and the address it confirms, asked as the page opens (asking does not use it). */
export function useEmailChangeCheck(token: string | null) {
  return useQuery({
    queryKey: ["email-change-link", token],
    queryFn: () => apiFetch<EmailChangeCheck>("/api/email-change/check", { method: "POST", body: { token } }),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
