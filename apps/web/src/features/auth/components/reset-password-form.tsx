import { Link, useNavigate } from "react-router";
import { primaryButtonClass } from "../../../components/ui/form-styles.ts";
import { NewPasswordFields, newPasswordState } from "../../../components/ui/new-password-fields.tsx";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { useForm } from "../../../components/ui/use-form.ts";
import { useResetPassword } from "../api/reset-password.ts";

/**
 * Sets a new password with the mail's link (docs/product.md 64): the sign-up rules and hints, then
 * signed in afresh on the feed.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const reset = useResetPassword();
  const navigate = useNavigate();
  const form = useForm({ initial: { password: "", confirmPassword: "" }, busy: reset.isPending });
  const { password, confirmPassword } = form.values;
  const canSubmit = newPasswordState(password, confirmPassword).ok && !reset.isPending;

  if (!token) {
    return (
      <div role="alert" className="space-y-4">
        <p>This link is incomplete. Open the link from the e-mail again, or ask for a new one.</p>
        <ForgotAgainLink />
      </div>
    );
  }

  const onSubmit = form.submit(() => {
    if (!canSubmit) return;
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          showNotice({
            type: "success",
            title: "Password changed",
            message: "Your new password is set. Every other device was signed out.",
          });
          navigate("/feed", { replace: true });
        },
        onError: (error) => showErrorNotice(error, "An error occurred"),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <NewPasswordFields
        password={form.field("password")}
        confirmPassword={form.field("confirmPassword")}
        passwordLabel="New password"
      />
      <button
        type="submit"
        disabled={!canSubmit}
        aria-busy={reset.isPending}
        className={`${primaryButtonClass} w-full`}
      >
        Set new password
      </button>
      {reset.isError && <ForgotAgainLink />}
    </form>
  );
}

function ForgotAgainLink() {
  return (
    <p className="text-center">
      <Link
        to="/forgot-password"
        className="rounded font-semibold text-link underline-offset-2 hover:underline"
      >
        Ask for a new link
      </Link>
    </p>
  );
}
