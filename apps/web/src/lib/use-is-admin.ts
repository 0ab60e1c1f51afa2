import type { Me } from "@hogar/shared";
import { skipToken } from "@tanstack/react-query";
import { useSharedQuery } from "./shared-query.ts";

// Reads the ["me"] query that the signed-in shell loads (features/auth owns its fetching).
const meReadOnly = { queryKey: ["me"], queryFn: skipToken } as const;

/**
 * Whether the signed-in account is an admin (docs/product.md 35-36). Every product card asks, so the
 * cards share one observer, which never fetches by itself.
 */
export function useIsAdmin(): boolean {
  return useSharedQuery<Me | null, boolean>(meReadOnly, (me) => me.data?.role === "ADMIN");
}
