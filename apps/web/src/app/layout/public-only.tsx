import { Navigate, Outlet } from "react-router";
import { PageLoader } from "../../components/ui/dot-wave-loader.tsx";
import { useMe } from "../../features/auth/api/get-me.ts";

/** /login and /signup: a signed-in shopper goes straight to the feed (docs/product.md 1). */
export function Component() {
  const me = useMe();
  if (me.isPending) return <PageLoader />;
  if (me.data) return <Navigate to="/feed" replace />;
  // On an error (shop unreachable) the page still shows; the global notice explains the problem.
  return <Outlet />;
}
