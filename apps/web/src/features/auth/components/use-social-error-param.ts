import { signInMethodName } from "@hogar/shared/auth-rules";
import { m } from "@hogar/shared/messages";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";

/** What a failed social sign-in tells the shopper, from the server's `/login?error=...&method=...` redirect. */
export function socialErrorMessage(code: string, method: string | null): string {
  if (code === "account_not_linked" && method) {
    return m.auth_social_not_linked({ method: signInMethodName(method) });
  }
  return m.auth_social_failed({ code });
}

/** Shows the notice once, then drops the parameters so a reload or a shared link does not repeat it. */
export function useSocialErrorParam(): void {
  const [params, setParams] = useSearchParams();
  const code = params.get("error");
  const method = params.get("method");

  useEffect(() => {
    if (!code) return;
    showNotice({ type: "error", title: m.auth_error_title(), message: socialErrorMessage(code, method) });
    setParams({}, { replace: true });
  }, [code, method, setParams]);
}
