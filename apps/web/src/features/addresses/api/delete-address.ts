import { m } from "@hogar/shared/messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { addressesQueryKey } from "./get-addresses.ts";

/** DELETE /api/addresses/:id answers 204. */
export function deleteAddress(id: string): Promise<unknown> {
  return apiFetch(`/api/addresses/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: addressesQueryKey });
      showNotice({
        type: "success",
        title: m.addresses_deleted_title(),
        message: m.addresses_deleted_message(),
      });
    },
    onError: (error) => showErrorNotice(error, m.common_save_failed()),
  });
}
