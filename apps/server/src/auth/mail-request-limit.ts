import { m } from "@hogar/shared/messages";
import type { Db } from "../db/client.ts";
import { clientAddressKey } from "../lib/client-address.ts";
import { TooManyRequestsError } from "../lib/errors.ts";
import { createSignInThrottleRepository } from "./sign-in-throttle.repository.ts";

/**
 * How many e-mails a request of each kind may cause per hour, so nobody can flood a mailbox
 * through the shop (docs/product.md 63, 65, 66). Counted in the same fixed-window counters
 * as failed sign-ins (one table, keys of their own), so every process shares them.
 */
export const MAIL_REQUEST_LIMITS = {
  windowSeconds: 3_600,
  /** "Forgot password?" for one e-mail, existing or not. */
  passwordResetPerEmail: 3,
  /** "Forgot password?" from one client address, whatever the e-mail. */
  passwordResetPerAddress: 10,
  /** "Send the link again" for one account. */
  verificationPerAccount: 3,
  /** "Someone tried to sign up with your e-mail" messages to one address. */
  signUpAttemptPerEmail: 3,
} as const;

/** The counters' keys ("mail:<request>:<subject>"), in the table the sign-in throttle uses. */
const keyOf = {
  passwordResetEmail: (email: string) => `mail:password-reset:email:${email.toLowerCase()}`,
  passwordResetAddress: (address: string) => `mail:password-reset:ip:${clientAddressKey(address)}`,
  verification: (userId: string) => `mail:verify-email:user:${userId}`,
  signUpAttempt: (email: string) => `mail:sign-up-attempt:email:${email.toLowerCase()}`,
};

/**
 * Deletes the counters that name the account's e-mail or id, in the account deletion's
 * transaction (docs/product.md 61). Counters per client address stay: they name no one.
 */
export async function forgetMailRequestCounters(tx: Db, account: { email: string; userId: string }) {
  const keys = [
    keyOf.passwordResetEmail(account.email),
    keyOf.signUpAttempt(account.email),
    keyOf.verification(account.userId),
  ];
  await createSignInThrottleRepository().clear(tx, keys.sort());
}

export function createMailRequestLimit(db: Db) {
  const counters = createSignInThrottleRepository();
  const { windowSeconds } = MAIL_REQUEST_LIMITS;

  /** Counts one request for each key; the keys whose count is past their limit. */
  async function countOver(limits: Record<string, number>) {
    const rows = await counters.count(db, Object.keys(limits), windowSeconds);
    return rows.filter((row) => row.failures > (limits[row.key] ?? Number.POSITIVE_INFINITY));
  }

  async function refuseWhenOver(limits: Record<string, number>) {
    const over = await countOver(limits);
    if (over.length === 0) return;
    const reopensAt = Math.max(...over.map((row) => row.windowStartedAt.getTime())) + windowSeconds * 1000;
    const seconds = Math.max(1, Math.ceil((reopensAt - Date.now()) / 1000));
    const minutes = Math.ceil(seconds / 60);
    const wait = m.server_wait_minutes({ count: minutes });
    throw new TooManyRequestsError(m.server_mails_too_many({ wait }), seconds);
  }

  return {
    /**
     * 429 past either limit. Counted whether or not an account uses the e-mail, so the answer
     * never tells which e-mails have accounts.
     */
    passwordReset(email: string, address: string) {
      return refuseWhenOver({
        [keyOf.passwordResetEmail(email)]: MAIL_REQUEST_LIMITS.passwordResetPerEmail,
        [keyOf.passwordResetAddress(address)]: MAIL_REQUEST_LIMITS.passwordResetPerAddress,
      });
    },

    /** 429 past the account's limit; the shopper is signed in, so saying so tells nothing new. */
    verification(userId: string) {
      return refuseWhenOver({
        [keyOf.verification(userId)]: MAIL_REQUEST_LIMITS.verificationPerAccount,
      });
    },

    /**
     * Whether another "someone tried to sign up" message may go to this address. Never a 429: the
     * sign-up answer must be the same as for a new e-mail.
     */
    async signUpAttemptMayNotify(email: string): Promise<boolean> {
      const key = keyOf.signUpAttempt(email);
      return (await countOver({ [key]: MAIL_REQUEST_LIMITS.signUpAttemptPerEmail })).length === 0;
    },
  };
}

export type MailRequestLimit = ReturnType<typeof createMailRequestLimit>;
