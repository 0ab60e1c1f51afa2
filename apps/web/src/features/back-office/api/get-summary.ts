import type { AdminSummary } from "@hogar/shared";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import { adminKeys } from "./query-keys.ts";

/** GET /api/admin/summary: orders waiting to ship and today's sales (docs/product.md 75). */
export function useAdminSummary() {
  return useQuery({
    queryKey: adminKeys.summary,
    queryFn: ({ signal }) => apiFetch<AdminSummary>("/api/admin/summary", { signal }),
  });
}
