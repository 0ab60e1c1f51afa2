import type { Me } from "@hogar/shared";
import type { Locale } from "@hogar/shared/locale";
import { m } from "@hogar/shared/messages";
import type { AppConfig } from "../config.ts";
import type { Db } from "../db/client.ts";
import { AppError } from "../lib/errors.ts";
import { queueMail } from "../modules/mail/outbox.ts";
import { verifyEmailMail } from "../modules/mail/templates/verify-email.ts";
import { createUsersRepository } from "../modules/users/users.repository.ts";
import { createAccountRecoveryRepository } from "./account-recovery.repository.ts";
import { consumeEmailToken, issueEmailToken, peekEmailToken } from "./email-tokens.ts";
import type { MailRequestLimit } from "./mail-request-limit.ts";

/** A verification link works for a day: long enough to find the mail later, short enough to go stale. */
export const VERIFY_EMAIL_TTL_SECONDS = 24 * 3_600;
/** Said (in the request's language) when "Send the link again" finds the e-mail verified. */
export const ALREADY_VERIFIED = (): string => m.server_already_verified();

/** What following a verification link came to (see `verify`). */
export type VerifyOutcome = "verified" | "invalid" | "sign-in" | "other-account";

/** The account a link is for. */
interface Recipient {
  id: string;
  name: string;
  email: string;
  /** The account's language pick; none: the request's (docs/product.md 80). */
  locale?: Locale | null;
}

/**
 * E-mail verification (docs/product.md 65): a link to the address proves the shopper reads it.
 * Linking a social sign-in and ADMIN_EMAILS depend on it.
 */
export function createEmailVerification(db: Db, config: AppConfig, limit: MailRequestLimit) {
  const repository = createAccountRecoveryRepository();
  const users = createUsersRepository(db);

  /** Issues the token and queues its mail in `tx`: both or neither. */
  async function queueLink(tx: Db, user: Recipient) {
    const token = await issueEmailToken(tx, {
      purpose: "verify-email",
      userId: user.id,
      email: user.email,
      ttlSeconds: VERIFY_EMAIL_TTL_SECONDS,
    });
    const url = `${config.baseUrl}/api/auth/verify-email?token=${token}`;
    await queueMail(tx, verifyEmailMail({ to: user.email, name: user.name, url, locale: user.locale }));
  }

  return {
    /**
     * Right after Better Auth created the account (its own transaction, committed before this one:
     * its hooks run after commit, so the mail cannot join the account's transaction). A crash in
     * between leaves an unverified account whose owner uses "Send the link again".
     */
    sendAfterSignUp(user: Recipient) {
      return db.transaction((tx) => queueLink(tx, user));
    },

    /** "Send the link again" (signed in): 409 when already verified, 429 past the hourly limit. */
    async resend(me: Me) {
      if (me.emailVerified) throw new AppError("conflict", ALREADY_VERIFIED());
      await limit.verification(me.id);
      await db.transaction(async (tx) => {
        const user = await repository.lockById(tx, me.id);
        if (!user) throw new AppError("unauthorized", m.server_not_signed_in());
        if (user.emailVerified) throw new AppError("conflict", ALREADY_VERIFIED());
        await queueLink(tx, user);
      });
    },

    /**
     * Follows a link (docs/product.md 65). It verifies only in a browser signed in to the account it
     * was sent for: opening it proves the inbox, and the session proves the password (or the social
     * sign-in) that uses the account. A link alone would let whoever signed up first with someone
     * else's address have that address verified by its owner, or by a mail scanner opening every
     * link, then be linked to the owner's social sign-in (5) or made an admin (35).
     *
     * "sign-in": signed out, the link still works once signed in; "other-account": signed in to
     * another account; "invalid": unknown, used or expired, or for an address the account no longer
     * uses. Only "verified" changes anything.
     */
    async verify(rawToken: string, sessionUserId: string | null): Promise<VerifyOutcome> {
      const claim = await peekEmailToken(db, "verify-email", rawToken);
      if (!claim) return "invalid";
      if (sessionUserId === null) return "sign-in";
      if (sessionUserId !== claim.userId) return "other-account";
      return db.transaction(async (tx) => {
        // Taken again: of two tabs following the link at once, only one verifies.
        const taken = await consumeEmailToken(tx, "verify-email", rawToken);
        if (!taken) return "invalid";
        const verified = await repository.markEmailVerified(tx, taken.userId, taken.email);
        // ADMIN_EMAILS (docs/product.md 35): a listed address becomes an admin once it is proven.
        if (verified && config.adminEmails.length > 0) {
          await users.promoteIfListed(tx, taken.userId, config.adminEmails, true);
        }
        return verified ? "verified" : "invalid";
      });
    },
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
