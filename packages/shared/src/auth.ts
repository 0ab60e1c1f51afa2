import { z } from "zod";

/** Spec section 5: 8-16 characters, a digit, a lower and an upper case letter, no whitespace. */
export const PASSWORD_HINT = "8-16 characters, at least one digit, one lower and upper case letter";
const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])\S{8,16}$/;

/** Spec section 5: word or dot characters, an @, then a domain of dot-separated segments. */
const EMAIL_PATTERN = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;

/** The login button needs at least this many characters (spec section 9). */
export const LOGIN_PASSWORD_MIN = 6;
export const NAME_MAX = 80;
export const EMAIL_MAX = 254;

export function isValidPassword(password: string): boolean {
  return PASSWORD_PATTERN.test(password);
}

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email);
}

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
    .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`),
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
    .max(EMAIL_MAX, "Email is too long"),
  password: z
    .string({ error: "Password is required" })
    .min(LOGIN_PASSWORD_MIN, `Password must be at least ${LOGIN_PASSWORD_MIN} characters`)
    .max(128, "Password is too long"),
  rememberMe: z.boolean().optional(),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const SOCIAL_PROVIDERS = ["google", "facebook", "github"] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number];
export const SOCIAL_PROVIDER_NAMES: Record<SocialProviderId, string> = {
  google: "Google",
  facebook: "Facebook",
  github: "GitHub",
};

/** How a sign-in method is named to a shopper, e.g. in "This e-mail already signs in with Google". */
export function signInMethodName(providerId: string): string {
  if (providerId === "credential") return "e-mail and password";
  return SOCIAL_PROVIDER_NAMES[providerId as SocialProviderId] ?? providerId;
}

/** Where the browser returns after a social sign-in: a path of this shop, never another site. */
const localPath = z
  .string()
  .max(2048)
  .regex(/^\/(?!\/)/, "must be a path of this shop, such as /feed");

export const socialSignInSchema = z.strictObject({
  provider: z.enum(SOCIAL_PROVIDERS),
  callbackURL: localPath.optional(),
  errorCallbackURL: localPath.optional(),
  newUserCallbackURL: localPath.optional(),
});

export const ROLES = ["REGULAR", "ADMIN"] as const;
export type Role = (typeof ROLES)[number];

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
