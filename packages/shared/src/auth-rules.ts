// Rules without zod, so the browser can check forms without loading a schema library.

/** Spec section 5: 8-16 characters, a digit, a lower and an upper case letter, no whitespace. */
export const PASSWORD_HINT = "8-16 characters, at least one digit, one lower and upper case letter";
const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])\S{8,16}$/;

/** Spec section 5: word or dot characters, an @, then a domain of dot-separated segments. */
const EMAIL_PATTERN = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;

/** The login button needs at least this many characters (docs/product.md 3). */
export const LOGIN_PASSWORD_MIN = 6;
export const NAME_MAX = 80;
export const EMAIL_MAX = 254;

export function isValidPassword(password: string): boolean {
  return PASSWORD_PATTERN.test(password);
}

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email);
}

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

export const ROLES = ["REGULAR", "ADMIN"] as const;
export type Role = (typeof ROLES)[number];
