import { m } from "@hogar/shared/messages";
import { useEffect, useRef } from "react";
import { PasswordField } from "../../../components/ui/field.tsx";
import { FormMessage } from "../../../components/ui/form-message.tsx";
import { NewPasswordFields, newPasswordProblem } from "../../../components/ui/new-password-fields.tsx";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { useForm } from "../../../components/ui/use-form.ts";
import { useChangePassword } from "../api/change-password.ts";
import { fieldErrorsOf } from "./account-rules.ts";
import { FormButtons } from "./form-buttons.tsx";

/**
 * "Change password" (docs/product.md 59): the current password, then a new one with the sign-up
 * rules and the same live hints. The server ends the account's other sessions; this one stays.
 */
export function PasswordForm({ onDone }: { onDone: (saved: boolean) => void }) {
  const change = useChangePassword();
  const form = useForm({
    initial: { currentPassword: "", newPassword: "", confirmPassword: "" },
    idPrefix: "my-data-",
    busy: change.isPending,
  });
  const { currentPassword, newPassword, confirmPassword } = form.values;
  const current = useRef<HTMLInputElement>(null);
  useEffect(() => current.current?.focus(), []);

  const passwords = newPasswordProblem(newPassword, confirmPassword, currentPassword);
  const problem =
    currentPassword === ""
      ? { field: "currentPassword" as const, say: m.account_enter_current_password }
      : passwords && {
          field: passwords.of === "password" ? ("newPassword" as const) : ("confirmPassword" as const),
          say: passwords.say,
        };

  const onSubmit = form.submit(() => {
    // The button is only aria-disabled: pressed early (or Enter), it names what is not ready there.
    if (problem) {
      form.refuse(problem.field, problem.say);
      return;
    }
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          showNotice({
            type: "success",
            title: m.account_password_changed(),
            message: m.account_password_changed_message(),
          });
          onDone(true);
        },
        onError: (failure) => {
          const errors = fieldErrorsOf(failure, ["currentPassword", "newPassword"], "currentPassword");
          if (errors) form.report(errors, { focus: true });
          else showErrorNotice(failure, m.account_password_not_changed());
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 max-w-md space-y-4">
      <PasswordField
        {...form.field("currentPassword")}
        ref={current}
        label={m.account_current_password()}
        autoComplete="current-password"
        announceError
      />
      <NewPasswordFields
        password={form.field("newPassword")}
        confirmPassword={form.field("confirmPassword")}
        passwordLabel={m.account_new_password()}
        confirmLabel={m.account_confirm_new_password()}
        current={currentPassword}
      />
      <FormMessage form={form} />
      <FormButtons
        label={m.account_change_password()}
        busy={change.isPending}
        notReady={problem !== undefined}
        onCancel={() => onDone(false)}
      />
    </form>
  );
}
