import type { AdminOrder } from "@hogar/shared";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import { adminKeys } from "./query-keys.ts";

/** GET /api/admin/orders/:id: the order as its shopper sees it, their contact, audit and next statuses. */
export function useAdminOrder(id: string) {
  return useQuery({
    queryKey: adminKeys.order(id),
    queryFn: ({ signal }) => apiFetch<AdminOrder>(`/api/admin/orders/${encodeURIComponent(id)}`, { signal }),
  });
}
