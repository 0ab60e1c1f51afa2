// Rules without zod, so the browser can check forms without loading a schema library. Messages are
// catalogue functions (area `rules`), called when a form or the server says them (docs/product.md 80).
import { m } from "./i18n/generated/messages.js";
import { CONTROL_CHARACTER, isBlank } from "./text-rules.ts";

/** Spec section 5: 8-16 characters, a digit, a lower and an upper case letter, no whitespace. */
export const PASSWORD_HINT = (): string => m.rules_password_hint();
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

/** What forms and server say of an address isValidEmail refuses ("e-mail", docs/product.md's spelling). */
export const INVALID_EMAIL_MESSAGE = (): string => m.rules_invalid_email();

/** What is wrong with a name by the sign-up rule (docs/product.md 3): trimmed, 1 to NAME_MAX characters. */
export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (isBlank(trimmed)) return m.rules_name_required();
  if (trimmed.length > NAME_MAX) return m.rules_name_too_long({ max: NAME_MAX });
  // A line break in a name would break the lines of every mail that greets the shopper by it.
  if (CONTROL_CHARACTER.test(trimmed)) return m.rules_name_control();
  return null;
}

/** Why "Change password" refuses a new password (docs/product.md 59), worded once for the server and the form. */
export const PASSWORD_CHANGE_MESSAGES = {
  same: (): string => m.rules_password_same(),
  wrongCurrent: (): string => m.rules_password_wrong_current(),
} as const;

export const SOCIAL_PROVIDERS = ["google", "facebook", "github"] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number];
export const SOCIAL_PROVIDER_NAMES: Record<SocialProviderId, string> = {
  google: "Google",
  facebook: "Facebook",
  github: "GitHub",
};

/** How a sign-in method is named to a shopper, e.g. in "This e-mail already signs in with Google". */
export function signInMethodName(providerId: string): string {
  if (providerId === "credential") return m.rules_sign_in_method_password();
  return SOCIAL_PROVIDER_NAMES[providerId as SocialProviderId] ?? providerId;
}

export const ROLES = ["REGULAR", "ADMIN"] as const;
export type Role = (typeof ROLES)[number];
