import type { Me } from "@hogar/shared";
import { skipToken, useQuery } from "@tanstack/react-query";

/**
 * Whether the signed-in account is an admin (docs/product.md 35-36). Reads the ["me"] query that the
 * signed-in shell loads (features/auth owns its fetching); this observer never fetches by itself.
 */
export function useIsAdmin(): boolean {
  const admin = useQuery<Me | null, Error, boolean>({
    queryKey: ["me"],
    queryFn: skipToken,
    select: (me) => me?.role === "ADMIN",
  });
  return admin.data === true;
}
