import { Navigate, Outlet } from "react-router";
import { PageLoader } from "../../components/ui/dot-wave-loader.tsx";
import { useMe } from "../../features/auth/api/get-me.ts";
import {
  FollowVerificationLink,
  useVerificationToken,
} from "../../features/auth/components/verification-link.tsx";
import { pathAfterSignIn } from "../../lib/return-path.ts";

/**
 * /login and /signup: a signed-in shopper goes straight to the feed, or to the page asked for while
 * signed out (docs/product.md 1), or, signed in to verify an e-mail, back to the verification link (65).
 */
export function Component() {
  const me = useMe();
  const verifying = useVerificationToken();
  if (me.isPending) return <PageLoader />;
  if (me.data && verifying) return <FollowVerificationLink token={verifying} />;
  if (me.data) return <Navigate to={pathAfterSignIn()} replace />;
  // On an error (shop unreachable) the page still shows; the global notice explains the problem.
  return <Outlet />;
}
