import type { Address } from "@hogar/shared";
import type { AddressInput } from "@hogar/shared/address-rules";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import { addressesQueryKey } from "./get-addresses.ts";

/** PUT /api/addresses/:id writes every field of one of the shopper's addresses and answers it. */
export function updateAddress({ id, input }: { id: string; input: AddressInput }): Promise<Address> {
  return apiFetch<Address>(`/api/addresses/${encodeURIComponent(id)}`, { method: "PUT", body: input });
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
