import { m } from "@hogar/shared/messages";
import { Link, Outlet } from "react-router";
import { PageLoader } from "../../components/ui/dot-wave-loader.tsx";
import { ThemeToggle } from "../../components/ui/theme-toggle.tsx";
import { useMe } from "../../features/auth/api/get-me.ts";
import { AppFrame } from "../layout/app-frame.tsx";

/**
 * The seller's pages are for everyone (docs/product.md 84): in the signed-in frame for a shopper,
 * with the shop's name and the theme switch for anyone else (also when the session cannot be checked:
 * the texts do not need it).
 */
export function Component() {
  const me = useMe();
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
