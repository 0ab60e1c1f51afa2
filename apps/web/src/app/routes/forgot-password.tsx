import { m } from "@hogar/shared/messages";
import { ForgotPasswordForm } from "../../features/auth/components/forgot-password-form.tsx";
import { AuthCard } from "./auth-card.tsx";

/** /forgot-password: open signed in or out (docs/product.md 1, 63). */
export function Component() {
  return (
    <AuthCard title={m.auth_forgot_password_title()}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
