import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { PageLoader } from "../../components/ui/dot-wave-loader.tsx";
import { NoticeModal } from "../../components/ui/notice/notice-modal.tsx";
import { RouteErrorBoundary } from "../route-error.tsx";
import { RouteFocus } from "./route-focus.tsx";
import { ScrollRestoration } from "./scroll-restoration.tsx";

// Its own chunk, so the landing page's first load stays as small as it was (docs/product.md 84).
const Footer = lazy(async () => ({ default: (await import("./footer.tsx")).Footer }));

function NoFooter() {
  return null;
}

/**
 * Present on every screen: the global notice, the scroll and the focus between pages, and the
 * footer. The loader shows while a page's chunks arrive: the first page's, or those of a page not
 * opened before in this visit. The page takes at least the window, whatever it shows yet, so the
 * footer starts below it: neither its late arrival nor the page's growing moves anything on screen.
 */
export function RootLayout() {
  return (
    <>
      <div className="min-h-dvh">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </div>
      {/* A footer chunk that does not arrive leaves the page as it is. */}
      <RouteErrorBoundary fallback={NoFooter} resetKey="footer">
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </RouteErrorBoundary>
      <NoticeModal />
      <ScrollRestoration />
      <RouteFocus />
    </>
  );
}
