import { m } from "@hogar/shared/messages";
import { Link, useNavigate } from "react-router";
import { BusyButton } from "../../../components/ui/busy-button.tsx";
import { FormMessage } from "../../../components/ui/form-message.tsx";
import { primaryButtonClass } from "../../../components/ui/form-styles.ts";
import { NewPasswordFields, newPasswordProblem } from "../../../components/ui/new-password-fields.tsx";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { useForm } from "../../../components/ui/use-form.ts";
import { useResetLinkCheck, useResetPassword } from "../api/reset-password.ts";

/**
 * Sets a new password with the mail's link (docs/product.md 64): the sign-up rules and hints, then
 * signed in afresh on the feed.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const reset = useResetPassword();
  const check = useResetLinkCheck(token);
  const navigate = useNavigate();
  const form = useForm({ initial: { password: "", confirmPassword: "" }, busy: reset.isPending });
  const { password, confirmPassword } = form.values;
  const problem = newPasswordProblem(password, confirmPassword);

  if (!token) {
    return (
      <div role="alert" className="space-y-4">
        <p>{m.auth_reset_link_incomplete()}</p>
        <ForgotAgainLink />
      </div>
    );
  }

  // A link used or expired says so at once, rather than after a new password is typed twice. While
  // the check is under way (or if it fails) the form shows: the save says the same.
  if (check.data && !check.data.usable) {
    return (
      <div role="alert" className="space-y-4">
        <p>{check.data.message}</p>
        <ForgotAgainLink />
      </div>
    );
  }

  const onSubmit = form.submit(() => {
    // The button is only aria-disabled: pressed early (or Enter), it names what is not ready there.
    if (problem) {
      form.refuse(problem.of === "password" ? "password" : "confirmPassword", problem.say);
      return;
    }
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          showNotice({
            type: "success",
            title: m.auth_password_changed(),
            message: m.auth_password_reset_message(),
          });
          navigate("/feed", { replace: true });
        },
        onError: (error) => showErrorNotice(error, m.auth_error_title()),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <NewPasswordFields
        password={form.field("password")}
        confirmPassword={form.field("confirmPassword")}
        passwordLabel={m.auth_new_password()}
      />
      <FormMessage form={form} />
      <BusyButton
        busy={reset.isPending}
        type="submit"
        aria-disabled={problem ? true : undefined}
        className={`${primaryButtonClass} w-full`}
      >
        {m.auth_set_new_password()}
      </BusyButton>
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
        {m.auth_ask_new_link()}
      </Link>
    </p>
  );
}
