import type { ChangePasswordInput } from "@hogar/shared";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";

/** PUT /api/me/password: 204; the account's other sessions end, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiFetch<null>("/api/me/password", { method: "PUT", body: input }),
  });
}
