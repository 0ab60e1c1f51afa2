import { m } from "@hogar/shared/messages";
import { LoginForm } from "../../features/auth/components/login-form.tsx";
import { SocialButtons } from "../../features/auth/components/social-buttons.tsx";
import { useLinkNotice } from "../../features/auth/components/use-link-notice.ts";
import { useSocialErrorParam } from "../../features/auth/components/use-social-error-param.ts";
import {
  loginToVerify,
  useVerificationToken,
  VerifySignInNote,
} from "../../features/auth/components/verification-link.tsx";
import { AuthCard } from "./auth-card.tsx";

export function Component() {
  // A failed social sign-in comes back here as /login?error=...
  useSocialErrorParam();
  // A verification link opened in a signed-out browser lands here (docs/product.md 65).
  useLinkNotice();
  // ...and one that needs this browser signed in to its account first.
  const verifying = useVerificationToken();
  return (
    <AuthCard title={m.auth_login()}>
      {verifying && <VerifySignInNote />}
      <LoginForm />
      <SocialButtons callbackURL={verifying ? loginToVerify(verifying) : undefined} />
    </AuthCard>
  );
}
