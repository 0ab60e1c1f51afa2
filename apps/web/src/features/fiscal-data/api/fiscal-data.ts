import type { FiscalDataInput } from "@hogar/shared/fiscal-rules";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import {
  type FiscalDataAnswer,
  fiscalDataQueryKey,
  fiscalDataQueryOptions,
} from "../../../lib/fiscal-data-query.ts";

/** The shopper's saved fiscal data; `fiscalData` is null until they save some. */
export function useFiscalData() {
  return useQuery(fiscalDataQueryOptions);
}

/** PUT /api/account/fiscal-data: 200 with what was kept (normalised), or 400 naming what is wrong. */
export function saveFiscalData(input: FiscalDataInput): Promise<FiscalDataAnswer> {
  return apiFetch<FiscalDataAnswer>("/api/account/fiscal-data", { method: "PUT", body: input });
}

/** DELETE /api/account/fiscal-data answers 204. */
export function deleteFiscalData(): Promise<unknown> {
  return apiFetch("/api/account/fiscal-data", { method: "DELETE" });
}

// The answer is what the order page's invoice panel reads too, so it goes straight into the cache.
export function useSaveFiscalData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFiscalData,
    onSuccess: (answer) => queryClient.setQueryData(fiscalDataQueryKey, answer),
  });
}

export function useDeleteFiscalData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFiscalData,
    onSuccess: () => queryClient.setQueryData<FiscalDataAnswer>(fiscalDataQueryKey, { fiscalData: null }),
  });
}
