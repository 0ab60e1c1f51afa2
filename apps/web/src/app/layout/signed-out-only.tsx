import { useEffect, useState } from "react";
import { Navigate, Outlet } from "react-router";
import { PageLoader } from "../../components/ui/dot-wave-loader.tsx";
import { showUnavailableNotice } from "../../components/ui/notice/show-error-notice.ts";
import { apiFetch, isUnavailableError } from "../../lib/api-client.ts";
import { peekPageMe, takePageMe } from "../../lib/page-me.ts";

/**
 * The landing page: a signed-in shopper goes straight to the feed (docs/product.md 1). Asked without
 * TanStack Query, which the landing page would otherwise be alone in needing, and of Better Auth's
 * get-session, which answers null when signed out (/api/me answers 401, an error in the console).
 * The page usually says already; a signed-in shopper's answer is left for the feed to use.
 */
export function SignedOutOnly() {
  const [fromPage] = useState(peekPageMe);
  const [signedIn, setSignedIn] = useState(fromPage === undefined ? undefined : fromPage !== null);

  useEffect(() => {
    if (fromPage === null) takePageMe();
    if (fromPage !== undefined) return;
    const controller = new AbortController();
    apiFetch<unknown>("/api/auth/get-session", { signal: controller.signal }).then(
      (session) => setSignedIn(session !== null),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // The page still shows; the global notice explains a shop that cannot be reached.
        if (isUnavailableError(error)) showUnavailableNotice();
        setSignedIn(false);
      },
    );
    return () => controller.abort();
  }, [fromPage]);

  if (signedIn === undefined) return <PageLoader />;
  return signedIn ? <Navigate to="/feed" replace /> : <Outlet />;
}
