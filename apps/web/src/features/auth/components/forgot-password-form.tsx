import { INVALID_EMAIL_MESSAGE, isValidEmail } from "@hogar/shared/auth-rules";
import { m } from "@hogar/shared/messages";
import { useState } from "react";
import { Link } from "react-router";
import { BusyButton } from "../../../components/ui/busy-button.tsx";
import { TextField } from "../../../components/ui/field.tsx";
import { primaryButtonClass } from "../../../components/ui/form-styles.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { useForm } from "../../../components/ui/use-form.ts";
import { useForgotPassword } from "../api/forgot-password.ts";
import { CheckInbox } from "./check-inbox.tsx";

/** "Forgot password?": asks for a link to set a new one (docs/product.md 63). */
export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({
    initial: { email: "" },
    busy: forgot.isPending,
    live: true,
    validate: ({ email }) => (isValidEmail(email.trim()) ? {} : { email: INVALID_EMAIL_MESSAGE() }),
  });

  const onSubmit = form.submit(({ email }) => {
    forgot.mutate(email.trim(), {
      onSuccess: (answer) => setSent(answer.message),
      onError: (error) => showErrorNotice(error, m.auth_error_title()),
    });
  });

  if (sent) return <CheckInbox message={sent} />;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-muted">{m.auth_forgot_intro()}</p>
      <TextField {...form.field("email")} label={m.auth_email()} type="email" autoComplete="email" />
      <BusyButton busy={forgot.isPending} type="submit" className={`${primaryButtonClass} w-full`}>
        {m.auth_send_link()}
      </BusyButton>
      <p className="text-center text-muted">
        {m.auth_remembered()}{" "}
        <Link to="/login" className="rounded font-semibold text-link underline-offset-2 hover:underline">
          {m.auth_login()}
        </Link>
      </p>
    </form>
  );
}
