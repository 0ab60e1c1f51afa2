import { isValidEmail, isValidPassword, PASSWORD_HINT } from "@hogar/shared/auth-rules";
import { Link, useNavigate } from "react-router";
import { PasswordField, TextField } from "../../../components/ui/field.tsx";
import { primaryButtonClass } from "../../../components/ui/form-styles.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { useForm } from "../../../components/ui/use-form.ts";
import { useSignUp } from "../api/sign-up.ts";

export function SignupForm() {
  const signUp = useSignUp();
  const navigate = useNavigate();
  const form = useForm({
    initial: { name: "", email: "", password: "", confirmPassword: "" },
    busy: signUp.isPending,
  });
  const { name, email, password, confirmPassword } = form.values;

  // Same rules as the server (packages/shared), so the button only enables for what the server accepts.
  const emailOk = isValidEmail(email.trim());
  const passwordOk = isValidPassword(password);
  const confirmOk = confirmPassword !== "" && confirmPassword === password;
  const canSubmit = name.trim() !== "" && emailOk && passwordOk && confirmOk && !signUp.isPending;

  const onSubmit = form.submit(() => {
    if (!canSubmit) return;
    signUp.mutate(
      { name: name.trim(), email: email.trim(), password },
      {
        onSuccess: () => navigate("/feed", { replace: true }),
        onError: (error) => showErrorNotice(error, "An error occurred"),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField {...form.field("name")} label="Name" autoComplete="name" />
      <TextField
        {...form.field("email")}
        label="E-mail"
        type="email"
        autoComplete="email"
        error={email && !emailOk ? "Enter a valid e-mail address" : undefined}
      />
      <PasswordField
        {...form.field("password")}
        label="Password"
        autoComplete="new-password"
        check={{ ok: passwordOk, okText: "Password valid! 🙌", badText: PASSWORD_HINT }}
      />
      <PasswordField
        {...form.field("confirmPassword")}
        label="Confirm password"
        autoComplete="new-password"
        check={{ ok: confirmOk, okText: "Passwords match! 🥳", badText: "Passwords not match 😞" }}
      />
      <button
        type="submit"
        disabled={!canSubmit}
        aria-busy={signUp.isPending}
        className={`${primaryButtonClass} w-full`}
      >
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
