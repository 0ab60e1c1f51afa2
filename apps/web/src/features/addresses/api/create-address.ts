import type { Address } from "@hogar/shared";
import type { AddressInput } from "@hogar/shared/address-rules";
import { useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import { useMutationOneAtATime } from "../../../lib/one-at-a-time.ts";
import { addressesQueryKey } from "./get-addresses.ts";

/** POST /api/addresses: 201 with the address (the first one saved becomes the current one). */
export function createAddress(body: AddressInput): Promise<Address> {
  return apiFetch<Address>("/api/addresses", { method: "POST", body });
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  // A double press saves one address, not two.
  return useMutationOneAtATime({
    mutationKey: [...addressesQueryKey, "create"],
    mutationFn: createAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
