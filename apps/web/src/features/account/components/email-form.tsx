import { INVALID_EMAIL_MESSAGE, isValidEmail } from "@hogar/shared/auth-rules";
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
        ? INVALID_EMAIL_MESSAGE
        : email.trim().toLowerCase() === current.toLowerCase()
          ? "This is already your e-mail address"
          : undefined,
      password: hasPassword && password === "" ? "Enter your current password" : undefined,
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
          title: "Check your inbox",
          message: `We sent a link to ${address}. Your e-mail changes when you open it; it works for an hour.`,
        });
        onDone(true);
      },
      onError: (failure) => {
        const errors = fieldErrorsOf(failure, ["email", "password"], hasPassword ? "password" : "email");
        if (errors) form.report(errors, { focus: true });
        else showErrorNotice(failure, "E-mail not changed");
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 max-w-md space-y-4">
      <TextField
        {...form.field("email")}
        ref={input}
        label="New e-mail"
        type="email"
        autoComplete="email"
        hint="We send a link there; nothing changes until you open it."
        announceError
      />
      {hasPassword && (
        <PasswordField
          {...form.field("password")}
          label="Current password"
          autoComplete="current-password"
          announceError
        />
      )}
      <FormButtons label="Send link" busy={request.isPending} onCancel={() => onDone(false)} />
    </form>
  );
}
