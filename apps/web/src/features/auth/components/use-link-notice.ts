import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { type Notice, showNotice } from "../../../components/ui/notice/notice-store.ts";

/** What the server's redirect after a verification link says (`?notice=...`, docs/product.md 65). */
const NOTICES: Record<string, Omit<Notice, "id">> = {
  "email-verified": {
    type: "success",
    title: "E-mail verified",
    message: "Your e-mail is verified. Thank you!",
  },
  "verification-link-invalid": {
    type: "error",
    title: "Link not valid",
    message:
      "This verification link has expired or was already used. My Data (in your account) sends a new one.",
  },
};

/** Shows the notice named in `?notice=` once, then drops it so a reload or a shared link does not repeat it. */
export function useLinkNotice(): void {
  const [params, setParams] = useSearchParams();
  const code = params.get("notice");

  useEffect(() => {
    if (!code) return;
    const notice = NOTICES[code];
    if (notice) showNotice(notice);
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
