import { useSearchParams } from "react-router";
import { ConfirmEmailChange } from "../../features/account/components/confirm-email-change.tsx";
import { useMe } from "../../features/auth/api/get-me.ts";
import { AuthCard } from "./auth-card.tsx";

/** /confirm-email-change?token=...: the link of the "Confirm your new e-mail address" mail. */
export function Component() {
  const [params] = useSearchParams();
  const me = useMe();
  return (
    <AuthCard title="Confirm new e-mail">
      <ConfirmEmailChange token={params.get("token")} signedIn={Boolean(me.data)} />
    </AuthCard>
  );
}
