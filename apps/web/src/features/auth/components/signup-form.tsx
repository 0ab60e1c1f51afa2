import { INVALID_EMAIL_MESSAGE, isValidEmail, nameProblem, PASSWORD_HINT } from "@hogar/shared/auth-rules";
import { m } from "@hogar/shared/messages";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { BusyButton } from "../../../components/ui/busy-button.tsx";
import { TextField } from "../../../components/ui/field.tsx";
import { FormMessage } from "../../../components/ui/form-message.tsx";
import { primaryButtonClass } from "../../../components/ui/form-styles.ts";
import { NewPasswordFields, newPasswordState } from "../../../components/ui/new-password-fields.tsx";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { useForm } from "../../../components/ui/use-form.ts";
import { pathAfterSignIn } from "../../../lib/return-path.ts";
import { useSignUp } from "../api/sign-up.ts";
import { CheckInbox } from "./check-inbox.tsx";

export function SignupForm() {
  const signUp = useSignUp();
  const navigate = useNavigate();
  // docs/product.md 66: an e-mail that has an account is not signed in; the screen says to check the inbox.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initial: { name: "", email: "", password: "", confirmPassword: "" },
    busy: signUp.isPending,
  });
  const { name, email, password, confirmPassword } = form.values;

  // Same rules as the server (packages/shared), so the button only enables for what the server accepts.
  const emailOk = isValidEmail(email.trim());
  const passwords = newPasswordState(password, confirmPassword);
  // An empty name only keeps the button off; a name the rules refuse (too long, a line break) says why.
  const nameError = name.trim() === "" ? null : nameProblem(name);
  // Each field's readiness in the form's order, and what to say of the first not ready when the
  // button is pressed anyway.
  const checks = [
    {
      field: "name",
      ok: name.trim() !== "" && !nameError,
      say: () => nameProblem(name) ?? m.auth_fill_name(),
    },
    {
      field: "email",
      ok: emailOk,
      say: () => (email.trim() ? INVALID_EMAIL_MESSAGE() : m.auth_fill_email()),
    },
    { field: "password", ok: passwords.rulesOk, say: PASSWORD_HINT },
    { field: "confirmPassword", ok: passwords.confirmOk, say: m.common_passwords_do_not_match },
  ] as const;
  const problem = checks.find((check) => !check.ok);
  const canSubmit = problem === undefined;

  const onSubmit = form.submit(() => {
    // The button is only aria-disabled: pressed early (or Enter), it names what is missing there.
    if (problem) {
      form.refuse(problem.field, problem.say);
      return;
    }
    signUp.mutate(
      { name: name.trim(), email: email.trim(), password },
      {
        onSuccess: (answer) => {
          if (!answer.user) {
            setSentTo(answer.message);
            return;
          }
          showNotice({ type: "info", title: m.auth_check_inbox(), message: verifyNotice(answer.user.email) });
          navigate(pathAfterSignIn(), { replace: true });
        },
        onError: (error) => showErrorNotice(error, m.auth_error_title()),
      },
    );
  });

  if (sentTo) return <CheckInbox message={sentTo} />;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        {...form.field("name")}
        label={m.auth_name()}
        autoComplete="name"
        error={nameError ?? undefined}
      />
      <TextField
        {...form.field("email")}
        label={m.auth_email()}
        type="email"
        autoComplete="email"
        error={email && !emailOk ? INVALID_EMAIL_MESSAGE() : undefined}
      />
      <NewPasswordFields password={form.field("password")} confirmPassword={form.field("confirmPassword")} />
      <FormMessage form={form} />
      <BusyButton
        busy={signUp.isPending}
        type="submit"
        aria-disabled={!canSubmit || undefined}
        className={`${primaryButtonClass} w-full`}
      >
        {m.auth_sign_up()}
      </BusyButton>
      <p className="text-center text-muted">
        {m.auth_have_account()}{" "}
        <Link to="/login" className="rounded font-semibold text-link underline-offset-2 hover:underline">
          {m.auth_login()}
        </Link>
      </p>
    </form>
  );
}

/** The notice a new shopper reads on the feed (docs/product.md 65). */
export function verifyNotice(email: string): string {
  return m.auth_verify_notice({ email });
}
