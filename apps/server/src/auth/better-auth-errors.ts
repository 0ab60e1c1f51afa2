import { getLocale } from "@hogar/shared/i18n-runtime";
import { m } from "@hogar/shared/messages";

// Better Auth answers its endpoints' errors in English, with a code beside the message
// (@better-auth/core's BASE_ERROR_CODES). The shop passes those answers on to shoppers, so it says
// them in the request's language (docs/product.md 80): by the code, in the words of the catalogue.
const BY_CODE: Record<string, () => string> = {
  INVALID_EMAIL_OR_PASSWORD: m.server_auth_invalid_email_or_password,
  INVALID_EMAIL: m.server_auth_invalid_email,
  INVALID_PASSWORD: m.server_auth_invalid_password,
  USER_ALREADY_EXISTS: m.server_auth_user_already_exists,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: m.server_auth_user_already_exists,
  PASSWORD_TOO_SHORT: m.server_auth_password_too_short,
  PASSWORD_TOO_LONG: m.server_auth_password_too_long,
  EMAIL_NOT_VERIFIED: m.server_auth_email_not_verified,
  PROVIDER_NOT_FOUND: m.server_auth_provider_not_found,
  INVALID_ORIGIN: m.server_auth_invalid_origin,
  MISSING_OR_NULL_ORIGIN: m.server_auth_missing_origin,
  INVALID_CALLBACK_URL: m.server_auth_invalid_callback_url,
  INVALID_ERROR_CALLBACK_URL: m.server_auth_invalid_callback_url,
  INVALID_NEW_USER_CALLBACK_URL: m.server_auth_invalid_callback_url,
  INVALID_REDIRECT_URL: m.server_auth_invalid_callback_url,
  SESSION_EXPIRED: m.server_auth_session_expired,
};

/**
 * The message of a Better Auth error for a shopper: the catalogue's words for a code it knows, in
 * every language (Better Auth writes "email", the shop "e-mail"); a code the shop does not know keeps
 * Better Auth's English in English and gets a plain "something went wrong" rather than English in a
 * Spanish page.
 */
export function betterAuthMessage(code: string, message: string): string {
  const said = Object.hasOwn(BY_CODE, code) ? BY_CODE[code] : undefined;
  if (said) return said();
  return getLocale() === "en" ? message : m.server_auth_failed();
}
