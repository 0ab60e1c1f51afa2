import {
  EMAIL_MAX,
  INVALID_EMAIL_MESSAGE,
  isValidEmail,
  isValidPassword,
  LOGIN_PASSWORD_MIN,
  nameProblem,
  PASSWORD_HINT,
  ROLES,
  SOCIAL_PROVIDERS,
} from "./auth-rules.ts";
import { m } from "./i18n/generated/messages.js";
import { LOCALES } from "./i18n/locale.ts";
import { hasNoNul } from "./text-rules.ts";
import { z } from "./zod.ts";

// Messages are made when validation runs (zod's function form), so they are in the language of the
// request or the form being checked, never the one of the moment this module loaded (docs/product.md 80).

/** An e-mail a shopper signs up with or moves the account to, trimmed and lower-cased. */
export const emailSchema = z
  .string({ error: () => m.rules_email_required() })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, { error: () => m.rules_email_too_long() })
  .refine(isValidEmail, { error: INVALID_EMAIL_MESSAGE });

/** The sign-up name rule (docs/product.md 3), also for "Change name"; the words are nameProblem's. */
export const nameSchema = z
  .string({ error: () => m.rules_name_required() })
  .trim()
  .superRefine((name, ctx) => {
    const problem = nameProblem(name);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** The sign-up rules for a new password (docs/product.md 3), also when setting one with a reset link. */
const newPassword = z
  .string({ error: () => m.rules_password_required() })
  .refine(isValidPassword, { error: () => m.rules_password_problem({ hint: PASSWORD_HINT() }) });

export const signUpSchema = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  password: newPassword,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/** "Forgot password?": the e-mail to send a link to (docs/product.md 63). */
export const forgotPasswordSchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** The reset link's token and the new password (docs/product.md 64). */
export const resetPasswordSchema = z.strictObject({
  token: z
    .string({ error: () => m.rules_reset_link_incomplete() })
    .min(1, { error: () => m.rules_reset_link_incomplete() })
    .max(200),
  password: newPassword,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** An answer that only says what happens next ("Check your inbox..."). */
export const messageResponseSchema = z.object({ message: z.string() });

export const signInSchema = z.strictObject({
  email: z
    .string({ error: () => m.rules_email_required() })
    .trim()
    .toLowerCase()
    .min(1, { error: () => m.rules_email_required() })
    .max(EMAIL_MAX, { error: () => m.rules_email_too_long() })
    .refine(hasNoNul, { error: () => m.rules_email_nul() }),
  password: z
    .string({ error: () => m.rules_password_required() })
    .min(LOGIN_PASSWORD_MIN, { error: () => m.rules_password_too_short({ min: LOGIN_PASSWORD_MIN }) })
    .max(128, { error: () => m.rules_password_too_long() }),
  rememberMe: z.boolean().optional(),
});
export type SignInInput = z.infer<typeof signInSchema>;

/**
 * Where the browser returns after a social sign-in: a path of this shop, never another site.
 * Browsers read "/\evil.example" as "//evil.example", so no backslash (nor control character).
 */
const localPath = z
  .string()
  .max(2048)
  .regex(/^\/(?![/\\])[^\\\p{Cc}]*$/u, { error: () => m.rules_local_path() });

export const socialSignInSchema = z.strictObject({
  provider: z.enum(SOCIAL_PROVIDERS),
  callbackURL: localPath.optional(),
  errorCallbackURL: localPath.optional(),
  newUserCallbackURL: localPath.optional(),
});

export const meSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** True once the shopper followed a link sent to this e-mail (docs/product.md 65). */
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  role: z.enum(ROLES),
  phone: z.string().nullable(),
  /** The language the shopper picked (docs/product.md 80); null follows the browser. */
  locale: z.enum(LOCALES).nullable(),
});
export type Me = z.infer<typeof meSchema>;

export const socialProviderStatusSchema = z.object({
  id: z.enum(SOCIAL_PROVIDERS),
  name: z.string(),
  configured: z.boolean(),
});
export type SocialProviderStatus = z.infer<typeof socialProviderStatusSchema>;
