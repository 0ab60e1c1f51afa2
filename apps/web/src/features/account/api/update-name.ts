import type { Me } from "@hogar/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import { meQueryKey } from "../../../lib/me-query-key.ts";

/** PUT /api/me/name { name } (the sign-up rules) answers with the updated Me. */
export function updateName(name: string): Promise<Me> {
  return apiFetch<Me>("/api/me/name", { method: "PUT", body: { name } });
}

export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateName,
    // The header and the profile read "me", so the new name shows everywhere at once.
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
