import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { meQueryOptions } from "../../features/auth/api/get-me.ts";
import { meQueryKey } from "../../lib/me-query-key.ts";
import { takePageMe } from "../../lib/page-me.ts";
import { queryClient } from "../query-client.ts";
import { AccountLocale } from "./use-account-locale.ts";

// Every page below asks who the shopper is first. The page itself usually says, and then its own
// data is asked for as soon as its chunks arrive; otherwise asking as this chunk arrives, not once
// the page's own chunks have too, takes a round trip off the first load.
const pageMe = takePageMe();
if (pageMe === undefined) void queryClient.prefetchQuery(meQueryOptions);
else queryClient.setQueryData(meQueryKey, pageMe);

/**
 * TanStack Query for every page but the landing page, which loads without it; and, signed in, the
 * account's language (docs/product.md 80).
 */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <AccountLocale />
      <Outlet />
    </QueryClientProvider>
  );
}
