import { m } from "@hogar/shared/messages";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { type Notice, showNotice } from "../../../components/ui/notice/notice-store.ts";

/** What the server's redirect after a verification link says (`?notice=...`, docs/product.md 65). */
const NOTICES: Record<string, () => Omit<Notice, "id">> = {
  "email-verified": () => ({
    type: "success",
    title: m.auth_email_verified_title(),
    message: m.auth_email_verified_message(),
  }),
  "email-already-verified": () => ({
    type: "info",
    title: m.auth_email_already_verified_title(),
    message: m.auth_email_already_verified_message(),
  }),
  "verification-link-invalid": () => ({
    type: "error",
    title: m.auth_link_invalid_title(),
    message: m.auth_link_invalid_message(),
  }),
  "verification-link-other-account": () => ({
    type: "error",
    title: m.auth_link_other_account_title(),
    message: m.auth_link_other_account_message(),
  }),
};

/** Shows the notice named in `?notice=` once, then drops it so a reload or a shared link does not repeat it. */
export function useLinkNotice(): void {
  const [params, setParams] = useSearchParams();
  const code = params.get("notice");

  useEffect(() => {
    if (!code) return;
    const notice = NOTICES[code];
    // Part of the page the link opened: it keeps its heading in sight (docs/product.md 113).
    if (notice) showNotice(notice(), { opening: true });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("notice");
        return next;
      },
      { replace: true },
    );
  }, [code, setParams]);
}

/** For a route element: shows the link's notice, renders nothing. */
export function LinkNotice(): null {
  useLinkNotice();
  return null;
}
