import { m } from "@hogar/shared/messages";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { PageLoader } from "../../../components/ui/dot-wave-loader.tsx";

/**
 * A verification link opened signed out lands on /login?verify=<token> (docs/product.md 65): the
 * e-mail is verified once the browser is signed in to the account it was sent for. The token, or
 * null on an ordinary visit to the login page.
 */
export function useVerificationToken(): string | null {
  const [params] = useSearchParams();
  return params.get("verify");
}

/** Where a social sign-in comes back to, so the link is followed once signed in. */
export function loginToVerify(token: string): string {
  return `/login?verify=${encodeURIComponent(token)}`;
}

/** Above the login form: why to sign in, and the way out for whoever never signed up with the e-mail. */
export function VerifySignInNote() {
  return (
    <div className="mb-6 space-y-2 rounded-lg bg-bg p-4 ring-1 ring-border">
      <p className="font-semibold">{m.auth_verify_sign_in_title()}</p>
      <p>{m.auth_verify_sign_in_message()}</p>
      <p className="text-sm text-muted">
        {m.auth_verify_not_yours()}{" "}
        <Link
          to="/forgot-password"
          className="rounded font-semibold text-link underline-offset-2 hover:underline"
        >
          {m.auth_verify_set_password()}
        </Link>
      </p>
    </div>
  );
}

/**
 * Signed in now: follows the link again, as a page load, so the server verifies the e-mail with this
 * session and redirects to My Data with its notice. Followed once, as a second request would find
 * the link used.
 */
export function FollowVerificationLink({ token }: { token: string }) {
  const followed = useRef(false);
  useEffect(() => {
    if (followed.current) return;
    followed.current = true;
    window.location.replace(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
  }, [token]);
  return <PageLoader />;
}
