import { isValidEmail, isValidPassword, PASSWORD_HINT } from "@hogar/shared/auth-rules";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { useSignUp } from "../api/sign-up.ts";
import { inputClass, labelClass, primaryButtonClass } from "./field-styles.ts";
import { PasswordInput } from "./password-input.tsx";

function Hint({ id, ok, okText, badText }: { id: string; ok: boolean; okText: string; badText: string }) {
  return (
    <p id={id} className={`mt-1 text-sm ${ok ? "text-success-fg" : "text-danger-fg"}`}>
      {ok ? okText : badText}
    </p>
  );
}

export function SignupForm() {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const signUp = useSignUp();
  const navigate = useNavigate();

  // Same rules as the server (packages/shared), so the button only enables for what the server accepts.
  const emailOk = isValidEmail(email.trim());
  const passwordOk = isValidPassword(password);
  const confirmOk = confirm !== "" && confirm === password;
  const canSubmit = name.trim() !== "" && emailOk && passwordOk && confirmOk && !signUp.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    signUp.mutate(
      { name: name.trim(), email: email.trim(), password },
      {
        onSuccess: () => navigate("/feed", { replace: true }),
        onError: (error) => showErrorNotice(error, "An error occurred"),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div>
        <label htmlFor="name" className={labelClass}>
          Name
        </label>
        <input
          id="name"
          name="name"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="email" className={labelClass}>
          E-mail
        </label>
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby={email && !emailOk ? "email-hint" : undefined}
          aria-invalid={(email !== "" && !emailOk) || undefined}
          className={inputClass}
        />
        {email && !emailOk && (
          <p id="email-hint" className="mt-1 text-sm text-danger-fg">
            Enter a valid e-mail address
          </p>
        )}
      </div>
      <div>
        <label htmlFor="password" className={labelClass}>
          Password
        </label>
        <PasswordInput
          id="password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          describedBy={password ? "password-hint" : undefined}
          invalid={password !== "" && !passwordOk}
        />
        {password && (
          <Hint id="password-hint" ok={passwordOk} okText="Password valid! 🙌" badText={PASSWORD_HINT} />
        )}
      </div>
      <div>
        <label htmlFor="confirm-password" className={labelClass}>
          Confirm password
        </label>
        <PasswordInput
          id="confirm-password"
          value={confirm}
          onChange={setConfirm}
          autoComplete="new-password"
          describedBy={confirm ? "confirm-password-hint" : undefined}
          invalid={confirm !== "" && !confirmOk}
        />
        {confirm && (
          <Hint
            id="confirm-password-hint"
            ok={confirmOk}
            okText="Passwords match! 🥳"
            badText="Passwords not match 😞"
          />
        )}
      </div>
      <button type="submit" disabled={!canSubmit} aria-busy={signUp.isPending} className={primaryButtonClass}>
        Sign Up
      </button>
      <p className="text-center text-muted">
        You already have account?{" "}
        <Link to="/login" className="rounded font-semibold text-link underline-offset-2 hover:underline">
          Login
        </Link>
      </p>
    </form>
  );
}
