import type { Address } from "@hogar/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";

export const addressesQueryKey = ["addresses"] as const;

export function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return apiFetch<Address[]>("/api/addresses", { signal });
}

export const addressesQueryOptions = queryOptions({
  queryKey: addressesQueryKey,
  queryFn: ({ signal }) => getAddresses(signal),
});

export function useAddresses() {
  return useQuery(addressesQueryOptions);
}

/** The chosen shipping address, if any: what the header's "Send to {name}" shows. */
export function useCurrentAddress() {
  return useQuery({ ...addressesQueryOptions, select: (list) => list.find((a) => a.current) ?? null });
}
