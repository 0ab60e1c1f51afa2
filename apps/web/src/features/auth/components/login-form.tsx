import { LOGIN_PASSWORD_MIN } from "@hogar/shared/auth-rules";
import { m } from "@hogar/shared/messages";
import { Link, useNavigate } from "react-router";
import { BusyButton } from "../../../components/ui/busy-button.tsx";
import { PasswordField, TextField } from "../../../components/ui/field.tsx";
import { FormMessage } from "../../../components/ui/form-message.tsx";
import { primaryButtonClass } from "../../../components/ui/form-styles.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { useForm } from "../../../components/ui/use-form.ts";
import { pathAfterSignIn } from "../../../lib/return-path.ts";
import { useSignIn } from "../api/sign-in.ts";
import { useVerificationToken } from "./verification-link.tsx";

export function LoginForm() {
  const signIn = useSignIn();
  const navigate = useNavigate();
  // Signing in to verify an e-mail: the signed-out frame follows the link once the session shows.
  const verifying = useVerificationToken() !== null;
  const form = useForm({ initial: { email: "", password: "" }, busy: signIn.isPending });
  const { email, password } = form.values;

  // Spec section 5: no e-mail format check on login, only presence and a 6-character password.
  const problem = email.trim() === "" ? "email" : password.length < LOGIN_PASSWORD_MIN ? "password" : null;
  const canSubmit = problem === null;

  const onSubmit = form.submit(() => {
    // The button is only aria-disabled: pressed early (or Enter), it names what is missing there.
    if (problem) {
      form.refuse(problem, () =>
        problem === "email" ? m.auth_fill_email() : m.auth_fill_password({ min: LOGIN_PASSWORD_MIN }),
      );
      return;
    }
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => {
          if (!verifying) navigate(pathAfterSignIn(), { replace: true });
        },
        onError: (error) => showErrorNotice(error, m.auth_error_title()),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField {...form.field("email")} label={m.auth_email()} type="email" autoComplete="email" />
      <div>
        <PasswordField
          {...form.field("password")}
          label={m.common_password()}
          autoComplete="current-password"
        />
        <p className="mt-1 text-right text-sm">
          <Link
            to="/forgot-password"
            className="rounded font-medium text-link underline-offset-2 hover:underline"
          >
            {m.auth_forgot_password_link()}
          </Link>
        </p>
      </div>
      <FormMessage form={form} />
      <BusyButton
        busy={signIn.isPending}
        type="submit"
        aria-disabled={!canSubmit || undefined}
        className={`${primaryButtonClass} w-full`}
      >
        {m.auth_login()}
      </BusyButton>
      <p className="text-center text-muted">
        {m.auth_no_account()}{" "}
        <Link to="/signup" className="rounded font-semibold text-link underline-offset-2 hover:underline">
          {m.auth_sign_up()}
        </Link>
      </p>
    </form>
  );
}
