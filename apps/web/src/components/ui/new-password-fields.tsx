import { isValidPassword, PASSWORD_CHANGE_MESSAGES, PASSWORD_HINT } from "@hogar/shared/auth-rules";
import { m } from "@hogar/shared/messages";
import type { ChangeEvent } from "react";
import type { FieldMessage } from "./field.tsx";
import { PasswordField } from "./field.tsx";

/** What `useForm().field(name)` gives a text field. */
interface FieldBinding {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  error?: FieldMessage;
  problemId?: string;
}

/**
 * Whether a new password and its confirmation pass the sign-up rules (docs/product.md 3); with
 * `current` (Change password, docs/product.md 59) the new one must also differ from it.
 */
export function newPasswordState(password: string, confirmPassword: string, current?: string) {
  const rulesOk = isValidPassword(password);
  const passwordOk = rulesOk && password !== current;
  const confirmOk = confirmPassword !== "" && confirmPassword === password;
  return { rulesOk, passwordOk, confirmOk, ok: passwordOk && confirmOk };
}

/**
 * The first of the two fields not ready and what its hint says, for a form whose button is only
 * aria-disabled and pressed early (docs/product.md 10); undefined when both are ready.
 */
export function newPasswordProblem(
  password: string,
  confirmPassword: string,
  current?: string,
): { of: "password" | "confirm"; say: () => string } | undefined {
  const { rulesOk, passwordOk, confirmOk } = newPasswordState(password, confirmPassword, current);
  if (!passwordOk) return { of: "password", say: rulesOk ? PASSWORD_CHANGE_MESSAGES.same : PASSWORD_HINT };
  if (!confirmOk) return { of: "confirm", say: m.common_passwords_do_not_match };
  return undefined;
}

/**
 * A new password and its confirmation with the sign-up form's live hints ("Passwords match!"), used
 * by sign-up, the reset link and Change password. The server's refusal of the password is announced.
 */
export function NewPasswordFields({
  password,
  confirmPassword,
  passwordLabel = m.common_password(),
  confirmLabel = m.common_confirm_password(),
  current,
}: {
  password: FieldBinding;
  confirmPassword: FieldBinding;
  passwordLabel?: string;
  confirmLabel?: string;
  /** The shopper's current password, which the new one must not repeat. */
  current?: string;
}) {
  const { rulesOk, passwordOk, confirmOk } = newPasswordState(password.value, confirmPassword.value, current);
  return (
    <>
      <PasswordField
        {...password}
        label={passwordLabel}
        autoComplete="new-password"
        check={{
          ok: passwordOk,
          okText: m.common_password_valid(),
          badText: rulesOk ? PASSWORD_CHANGE_MESSAGES.same() : PASSWORD_HINT(),
        }}
        announceError
      />
      <PasswordField
        {...confirmPassword}
        label={confirmLabel}
        autoComplete="new-password"
        check={{
          ok: confirmOk,
          okText: m.common_passwords_match(),
          badText: m.common_passwords_do_not_match(),
        }}
      />
    </>
  );
}
