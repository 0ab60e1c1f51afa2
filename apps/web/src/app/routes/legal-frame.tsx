import { m } from "@hogar/shared/messages";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Link, Outlet, useNavigate } from "react-router";
import { PageLoader } from "../../components/ui/dot-wave-loader.tsx";
import { ThemeToggle } from "../../components/ui/theme-toggle.tsx";
import { useMe } from "../../features/auth/api/get-me.ts";
import { finishSignOut, isSigningOut } from "../../features/auth/api/sign-out.ts";
import { AppFrame } from "../layout/app-frame.tsx";

/**
 * The seller's pages are for everyone (docs/product.md 84): in the signed-in frame for a shopper,
 * with the shop's name and the theme switch for anyone else (also when the session cannot be checked:
 * the texts do not need it).
 */
export function Component() {
  const me = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signedIn = Boolean(me.data);
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (signedIn) {
      wasSignedIn.current = true;
      return;
    }
    if (!wasSignedIn.current) return;
    wasSignedIn.current = false;
    // Logged out here, or the session lost (a 401): the frame has left, and nothing of the shopper
    // stays in the cache. A logout goes to the landing page as from any page; the text stays for a
    // session lost, since it needs none.
    void finishSignOut(queryClient, isSigningOut() ? navigate : undefined);
  }, [signedIn, queryClient, navigate]);
  if (me.isPending) return <PageLoader />;
  if (me.data) return <AppFrame me={me.data} />;
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {m.common_skip_to_content()}
      </a>
      <header className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-4">
        <Link to="/" className="rounded text-2xl font-semibold text-link">
          Hogar
        </Link>
        <ThemeToggle />
      </header>
      <main id="main" tabIndex={-1} className="px-4 pb-16 focus:outline-none">
        <Outlet />
      </main>
    </>
  );
}
