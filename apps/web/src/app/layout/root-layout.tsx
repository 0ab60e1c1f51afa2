import { Suspense } from "react";
import { Outlet } from "react-router";
import { PageLoader } from "../../components/ui/dot-wave-loader.tsx";
import { NoticeModal } from "../../components/ui/notice/notice-modal.tsx";
import { ScrollRestoration } from "./scroll-restoration.tsx";

/**
 * Present on every screen: the global notice and scroll restoration between pages. The loader shows
 * only while the first page's chunks arrive: later navigations are transitions, which keep the
 * current page on screen until the next one is ready.
 */
export function RootLayout() {
  return (
    <>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <NoticeModal />
      <ScrollRestoration />
    </>
  );
}
