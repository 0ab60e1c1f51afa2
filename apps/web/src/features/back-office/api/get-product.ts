import type { AdminProduct } from "@hogar/shared";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import { adminKeys } from "./query-keys.ts";

/** GET /api/admin/products/:id: the product (archived too), its pictures' ids and its audit log. */
export function useAdminProduct(id: string) {
  return useQuery({
    queryKey: adminKeys.product(id),
    queryFn: ({ signal }) =>
      apiFetch<AdminProduct>(`/api/admin/products/${encodeURIComponent(id)}`, { signal }),
  });
}
