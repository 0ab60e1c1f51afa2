import { LoginForm } from "../../features/auth/components/login-form.tsx";
import { SocialButtons } from "../../features/auth/components/social-buttons.tsx";
import { useSocialErrorParam } from "../../features/auth/components/use-social-error-param.ts";
import { AuthCard } from "./auth-card.tsx";

export function Component() {
  // A failed social sign-in comes back here as /login?error=...
  useSocialErrorParam();
  return (
    <AuthCard title="Login">
      <LoginForm />
      <SocialButtons />
    </AuthCard>
  );
}
