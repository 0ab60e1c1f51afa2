import { m } from "@hogar/shared/messages";
import { SignupForm } from "../../features/auth/components/signup-form.tsx";
import { SocialButtons } from "../../features/auth/components/social-buttons.tsx";
import { AuthCard } from "./auth-card.tsx";

export function Component() {
  return (
    <AuthCard title={m.auth_sign_up()}>
      <SignupForm />
      <SocialButtons />
    </AuthCard>
  );
}
