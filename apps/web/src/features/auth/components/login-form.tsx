import { LOGIN_PASSWORD_MIN } from "@hogar/shared/auth-rules";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { useSignIn } from "../api/sign-in.ts";
import { inputClass, labelClass, primaryButtonClass } from "./field-styles.ts";
import { PasswordInput } from "./password-input.tsx";

export function LoginForm() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const signIn = useSignIn();
  const navigate = useNavigate();

  // Spec section 5: no e-mail format check on login, only presence and a 6-character password.
  const canSubmit = email.trim() !== "" && password.length >= LOGIN_PASSWORD_MIN && !signIn.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => navigate("/feed", { replace: true }),
        onError: (error) => showErrorNotice(error, "An error occurred"),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
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
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="password" className={labelClass}>
          Password
        </label>
        <PasswordInput
          id="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
      </div>
      <button type="submit" disabled={!canSubmit} aria-busy={signIn.isPending} className={primaryButtonClass}>
        Login
      </button>
      <p className="text-center text-muted">
        You don't have account?{" "}
        <Link to="/signup" className="rounded font-semibold text-link underline-offset-2 hover:underline">
          Sign Up
        </Link>
      </p>
    </form>
  );
}
