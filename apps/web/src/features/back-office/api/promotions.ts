import type { AdminPromotion, Promotion, PromotionInput } from "@hogar/shared/promotions";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import { useMutationOneAtATime } from "../../../lib/one-at-a-time.ts";
import { adminKeys } from "./query-keys.ts";

// Staff's promotion codes (docs/product.md 100), cached under the back office's "admin" key.
const promotionsKey = [...adminKeys.all, "promotions"] as const;

/** What the form sends: PromotionInput before the server normalises it. */
export type PromotionForm = Omit<PromotionInput, "percent" | "amount"> & {
  percent: number | null;
  amount: number | null;
};

export function usePromotions() {
  return useQuery({
    queryKey: promotionsKey,
    queryFn: () => apiFetch<Promotion[]>("/api/admin/promotions"),
  });
}

/** One code with its audit log (docs/product.md 78), while staff edit it; none asked for without an id. */
export function useAdminPromotion(id: string | null) {
  return useQuery({
    queryKey: [...promotionsKey, id],
    queryFn: () => apiFetch<AdminPromotion>(`/api/admin/promotions/${encodeURIComponent(id ?? "")}`),
    enabled: id !== null,
  });
}

/** Creates a code, or changes the one whose id is given. */
export function useSavePromotion() {
  const queryClient = useQueryClient();
  // A double press saves once: the second found the button free, and a new code was refused as taken.
  return useMutationOneAtATime({
    mutationKey: [...promotionsKey, "save"],
    mutationFn: ({ id, body }: { id: string | null; body: PromotionForm }) =>
      apiFetch<Promotion>(id ? `/api/admin/promotions/${id}` : "/api/admin/promotions", {
        method: id ? "PUT" : "POST",
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionsKey }),
  });
}

export function useDisablePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<Promotion>(`/api/admin/promotions/${encodeURIComponent(id)}/disable`, {
        method: "POST",
        body: {},
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionsKey }),
  });
}
