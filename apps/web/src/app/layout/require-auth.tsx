import { m } from "@hogar/shared/messages";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { PageLoader } from "../../components/ui/dot-wave-loader.tsx";
import { showNotice } from "../../components/ui/notice/notice-store.ts";
import { useMe } from "../../features/auth/api/get-me.ts";
import { finishSignOut, isSigningOut } from "../../features/auth/api/sign-out.ts";
import { forgetReturnPath, rememberReturnPath } from "../../lib/return-path.ts";
import { AppFrame } from "./app-frame.tsx";

/** Every route but /, /login and /signup needs a session (docs/product.md 1). */
export function Component() {
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loggedOut = me.data === null;
  const signedIn = Boolean(me.data);

  useEffect(() => {
    if (signedIn) forgetReturnPath();
  }, [signedIn]);

  useEffect(() => {
    if (!loggedOut) return;
    // A chosen logout is not an error; a missing or lost session is (a 401 from any request), and
    // signing in again leads back to this page.
    if (!isSigningOut()) {
      // Read here, not from the router: the guard need not render again at every page for this.
      const { pathname, search, hash } = window.location;
      rememberReturnPath(pathname + search + hash);
      showNotice({
        type: "error",
        title: m.common_auth_error_title(),
        message: m.common_auth_error_message(),
      });
    }
    // The frame has left by now; nothing of the shopper stays for whoever signs in next.
    void finishSignOut(queryClient, navigate);
  }, [loggedOut, navigate, queryClient]);

  if (me.isPending) return <PageLoader />;
  if (me.data) return <AppFrame me={me.data} />;
  if (me.isError) {
    return (
      <main className="grid min-h-dvh place-items-center p-6 text-center">
        <div>
          <h1 className="text-xl font-semibold">{m.common_unavailable_title()}</h1>
          <p className="mt-2 text-muted">{m.common_unavailable_message()}</p>
          <button
            type="button"
            onClick={() => me.refetch()}
            className="mt-6 rounded-lg bg-primary px-6 py-2.5 font-semibold text-white hover:bg-[#7e2fc8]"
          >
            {m.common_try_again()}
          </button>
        </div>
      </main>
    );
  }
  return null;
}
