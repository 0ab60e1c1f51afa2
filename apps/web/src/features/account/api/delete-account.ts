import type { DeleteAccountInput } from "@hogar/shared";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";

/** DELETE /api/me: 204; the account and its sessions are gone and the session cookie is cleared. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => apiFetch<null>("/api/me", { method: "DELETE", body: input }),
  });
}

/** The data download is a plain link: the browser saves the attachment with the session cookie. */
export const MY_DATA_DOWNLOAD_URL = "/api/me/data";
