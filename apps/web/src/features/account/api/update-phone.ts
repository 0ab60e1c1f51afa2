import type { Me } from "@hogar/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import { meQueryKey } from "../../../lib/me-query-key.ts";

/** PUT /api/me/phone { phone } (8-15 digits) answers with the updated Me. */
export function updatePhone(phone: string): Promise<Me> {
  return apiFetch<Me>("/api/me/phone", { method: "PUT", body: { phone } });
}

export function useUpdatePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePhone,
    // The frame hands "me" to every page, so the new phone shows at once (and after reload: it is saved).
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
