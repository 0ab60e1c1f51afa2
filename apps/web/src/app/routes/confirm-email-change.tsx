import { m } from "@hogar/shared/messages";
import { useSearchParams } from "react-router";
import { ConfirmEmailChange } from "../../features/account/components/confirm-email-change.tsx";
import { useMe } from "../../features/auth/api/get-me.ts";
import { AuthCard } from "./auth-card.tsx";

/** /confirm-email-change?token=...: the link of the "Confirm your new e-mail address" mail. */
export function Component() {
  const [params] = useSearchParams();
  const me = useMe();
  return (
    <AuthCard title={m.account_confirm_email_title()}>
      <ConfirmEmailChange token={params.get("token")} signedIn={Boolean(me.data)} />
    </AuthCard>
  );
}
