import { Outlet, ScrollRestoration } from "react-router";
import { NoticeModal } from "../../components/ui/notice/notice-modal.tsx";

/** Present on every screen: the global notice and scroll restoration between pages. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <NoticeModal />
      <ScrollRestoration />
    </>
  );
}
