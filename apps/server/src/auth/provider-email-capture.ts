import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Better Auth refuses to link an unverified provider e-mail with only "account_not_linked".
 * To tell the shopper which method the account already uses, each OAuth callback runs in this
 * context, and the provider's profile mapping records the e-mail it reported.
 */
interface ProviderSignInAttempt {
  email?: string;
}

const attempts = new AsyncLocalStorage<ProviderSignInAttempt>();

export function runProviderSignIn<T>(work: () => Promise<T>): Promise<{ result: T; email?: string }> {
  const attempt: ProviderSignInAttempt = {};
  return attempts.run(attempt, async () => ({ result: await work(), email: attempt.email }));
}

/** Used as mapProfileToUser: records the e-mail, changes nothing in the user. */
export function captureProviderEmail(profile: { email?: unknown }): Record<string, never> {
  const attempt = attempts.getStore();
  if (attempt && typeof profile.email === "string") attempt.email = profile.email.toLowerCase();
  return {};
}
