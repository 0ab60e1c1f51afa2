import { z } from "zod";
import {
  EMAIL_MAX,
  isValidEmail,
  isValidPassword,
  LOGIN_PASSWORD_MIN,
  NAME_MAX,
  PASSWORD_HINT,
  ROLES,
  SOCIAL_PROVIDERS,
} from "./auth-rules.ts";
import { hasNoNul, NUL_MESSAGE } from "./text-rules.ts";

const email = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, "Email is too long")
  .refine(isValidEmail, "Enter a valid email address");

export const signUpSchema = z.strictObject({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`)
    .refine(hasNoNul, `Name ${NUL_MESSAGE}`),
  email,
  password: z.string({ error: "Password is required" }).refine(isValidPassword, `Password: ${PASSWORD_HINT}`),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.strictObject({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .toLowerCase()
    .min(1, "Email is required")
    .max(EMAIL_MAX, "Email is too long")
    .refine(hasNoNul, `Email ${NUL_MESSAGE}`),
  password: z
    .string({ error: "Password is required" })
    .min(LOGIN_PASSWORD_MIN, `Password must be at least ${LOGIN_PASSWORD_MIN} characters`)
    .max(128, "Password is too long"),
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
  .regex(/^\/(?![/\\])[^\\\p{Cc}]*$/u, "must be a path of this shop, such as /feed");

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
  image: z.string().nullable(),
  role: z.enum(ROLES),
  phone: z.string().nullable(),
});
export type Me = z.infer<typeof meSchema>;

export const socialProviderStatusSchema = z.object({
  id: z.enum(SOCIAL_PROVIDERS),
  name: z.string(),
  configured: z.boolean(),
});
export type SocialProviderStatus = z.infer<typeof socialProviderStatusSchema>;
