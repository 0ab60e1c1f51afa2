import type { Me } from "@hogar/shared";
import { matchRoutes, Outlet, useLocation } from "react-router";
import { Breadcrumb, type Crumb } from "../../components/ui/breadcrumb.tsx";
import { ScrollToTop } from "../../components/ui/scroll-to-top.tsx";
import { routes } from "../router.tsx";
import { Header } from "./header.tsx";

/** Routes put `handle: { crumb: "My account" }` (with the path it links to) to appear in the breadcrumb. */
export interface CrumbHandle {
  crumb: string;
}

function hasCrumb(handle: unknown): handle is CrumbHandle {
  return typeof handle === "object" && handle !== null && typeof (handle as CrumbHandle).crumb === "string";
}

function useCrumbs(): Crumb[] {
  const matches = (matchRoutes(routes, useLocation()) ?? []).filter((match) => hasCrumb(match.route.handle));
  if (matches.length === 0) return [];
  const trail = matches.map((match, index) => ({
    label: (match.route.handle as CrumbHandle).crumb,
    to: index === matches.length - 1 ? undefined : match.pathname,
  }));
  return [{ label: "Feed", to: "/feed" }, ...trail];
}

/** The signed-in shell: header, breadcrumb, page, scroll-to-top. */
export function AppFrame({ me }: { me: Me }) {
  const crumbs = useCrumbs();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header me={me} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 pt-20 pb-16 focus:outline-none">
        {crumbs.length > 0 && <Breadcrumb items={crumbs} />}
        <Outlet context={me} />
        <ScrollToTop />
      </main>
    </>
  );
}
