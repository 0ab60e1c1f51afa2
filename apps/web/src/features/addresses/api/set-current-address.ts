import type { Address } from "@hogar/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import { addressesQueryKey } from "./get-addresses.ts";

/** PUT /api/addresses/:id/current answers with the whole list, the chosen one marked current. */
export function setCurrentAddress(id: string): Promise<Address[]> {
  return apiFetch<Address[]>(`/api/addresses/${encodeURIComponent(id)}/current`, { method: "PUT" });
}

export function useSetCurrentAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCurrentAddress,
    onSuccess: (list) => {
      queryClient.setQueryData(addressesQueryKey, list);
      return queryClient.invalidateQueries({ queryKey: addressesQueryKey });
    },
  });
}
