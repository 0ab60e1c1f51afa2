import { m } from "@hogar/shared/messages";
import { useQueryClient } from "@tanstack/react-query";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { useMutationOneAtATime } from "../../../lib/one-at-a-time.ts";
import { addressesQueryKey } from "./get-addresses.ts";

/** DELETE /api/addresses/:id answers 204. */
export function deleteAddress(id: string): Promise<unknown> {
  return apiFetch(`/api/addresses/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  // A double press deletes once, not once and then "not found" (docs/product.md 11).
  return useMutationOneAtATime({
    mutationKey: [...addressesQueryKey, "delete"],
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
