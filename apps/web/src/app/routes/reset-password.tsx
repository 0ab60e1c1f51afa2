import { m } from "@hogar/shared/messages";
import { useSearchParams } from "react-router";
import { ResetPasswordForm } from "../../features/auth/components/reset-password-form.tsx";
import { AuthCard } from "./auth-card.tsx";

/** /reset-password?token=...: the link of the "Set a new password" mail (docs/product.md 64). */
export function Component() {
  const [params] = useSearchParams();
  return (
    <AuthCard title={m.auth_reset_password_title()}>
      <ResetPasswordForm token={params.get("token")} />
    </AuthCard>
  );
}
