import { INVALID_EMAIL_MESSAGE, isValidEmail } from "@hogar/shared/auth-rules";
import { m } from "@hogar/shared/messages";
import { useEffect, useRef } from "react";
import { PasswordField, TextField } from "../../../components/ui/field.tsx";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { useForm } from "../../../components/ui/use-form.ts";
import { useRequestEmailChange } from "../api/change-email.ts";
import { fieldErrorsOf } from "./account-rules.ts";
import { FormButtons } from "./form-buttons.tsx";

/**
 * "Change e-mail" (docs/product.md 60): the new address gets a link, and the account changes only
 * when it is opened. The password is asked for when the account has one.
 */
export function EmailForm({
  current,
  hasPassword,
  onDone,
}: {
  current: string;
  hasPassword: boolean;
  onDone: (sent: boolean) => void;
}) {
  const request = useRequestEmailChange();
  const form = useForm({
    initial: { email: "", password: "" },
    live: true,
    validate: ({ email, password }) => ({
      email: !isValidEmail(email.trim())
        ? INVALID_EMAIL_MESSAGE()
        : email.trim().toLowerCase() === current.toLowerCase()
          ? m.account_email_same()
          : undefined,
      password: hasPassword && password === "" ? m.account_enter_current_password() : undefined,
    }),
    idPrefix: "my-data-new-",
    busy: request.isPending,
  });
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const onSubmit = form.submit(({ email, password }) => {
    const address = email.trim();
    request.mutate(hasPassword ? { email: address, password } : { email: address }, {
      onSuccess: () => {
        showNotice({
          type: "success",
          title: m.account_check_inbox(),
          message: m.account_email_sent({ email: address }),
        });
        onDone(true);
      },
      onError: (failure) => {
        const errors = fieldErrorsOf(failure, ["email", "password"], hasPassword ? "password" : "email");
        if (errors) form.report(errors, { focus: true });
        else showErrorNotice(failure, m.account_email_not_changed());
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 max-w-md space-y-4">
      <TextField
        {...form.field("email")}
        ref={input}
        label={m.account_new_email()}
        type="email"
        autoComplete="email"
        hint={m.account_new_email_hint()}
        announceError
      />
      {hasPassword && (
        <PasswordField
          {...form.field("password")}
          label={m.account_current_password()}
          autoComplete="current-password"
          announceError
        />
      )}
      <FormButtons label={m.account_send_link()} busy={request.isPending} onCancel={() => onDone(false)} />
    </form>
  );
}
