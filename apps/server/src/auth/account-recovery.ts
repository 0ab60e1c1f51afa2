import { setTimeout as sleep } from "node:timers/promises";
import { m } from "@hogar/shared/messages";
import type { AppConfig } from "../config.ts";
import type { Db } from "../db/client.ts";
import { AppError } from "../lib/errors.ts";
import { queueMail } from "../modules/mail/outbox.ts";
import { passwordChangedMail } from "../modules/mail/templates/password-changed.ts";
import { passwordResetMail } from "../modules/mail/templates/password-reset.ts";
import { createAccountRecoveryRepository } from "./account-recovery.repository.ts";
import { consumeEmailToken, isEmailTokenLive, issueEmailToken, revokeEmailTokens } from "./email-tokens.ts";
import type { MailRequestLimit } from "./mail-request-limit.ts";
import { hashPassword } from "./password-hashing.ts";

/** docs/product.md 64: a reset link works once, within an hour. */
export const PASSWORD_RESET_TTL_SECONDS = 3_600;
/** Said (in the request's language) of a reset link that is unknown, used up or expired. */
export const RESET_LINK_INVALID = (): string => m.server_reset_link_invalid();

/**
 * "Forgot password?" answers no sooner than this after it arrives, whether or not a mail was
 * queued, so the time taken does not tell which e-mails have accounts.
 */
export const FORGOT_PASSWORD_ANSWER_MS = 300;

/** The time "Forgot password?" reads and waits on; tests record what it is asked. */
export interface AnswerClock {
  now(): number;
  /** Resolves once `time` (milliseconds, as `now` counts) has come. */
  sleepUntil(time: number): Promise<void>;
}

const realClock: AnswerClock = {
  now: () => Date.now(),
  sleepUntil: (time) => sleep(Math.max(0, time - Date.now())),
};

export interface AccountRecoveryDeps {
  db: Db;
  config: AppConfig;
  limit: MailRequestLimit;
  /** The sign-in throttle's: a reset lifts every lock on the account (docs/product.md 64). */
  liftLocks: (tx: Db, email: string) => Promise<void>;
  clock?: AnswerClock;
}

export function createAccountRecovery({
  db,
  config,
  limit,
  liftLocks,
  clock = realClock,
}: AccountRecoveryDeps) {
  const repository = createAccountRecoveryRepository();

  return {
    /**
     * Queues a reset link when an account uses `email`, and does nothing otherwise; the caller
     * answers the same either way (docs/product.md 63). 429 past the limits, counted for every e-mail.
     */
    async requestReset(email: string, address: string): Promise<void> {
      // One moment for every e-mail, fixed as the request arrives; waited for after the work.
      const answerAt = clock.now() + FORGOT_PASSWORD_ANSWER_MS;
      await limit.passwordReset(email, address);
      try {
        await db.transaction(async (tx) => {
          const user = await repository.findByEmail(tx, email);
          if (!user) return;
          const token = await issueEmailToken(tx, {
            purpose: "password-reset",
            userId: user.id,
            email: user.email,
            ttlSeconds: PASSWORD_RESET_TTL_SECONDS,
          });
          const url = `${config.baseUrl}/reset-password?token=${token}`;
          await queueMail(
            tx,
            passwordResetMail({ to: user.email, name: user.name, url, locale: user.locale }),
          );
        });
      } finally {
        await clock.sleepUntil(answerAt);
      }
    },

    /** Whether a reset link still works, for the page it opens to say so before a password is typed. */
    async resetPasswordLinkWorks(rawToken: string): Promise<boolean> {
      return isEmailTokenLive(db, "password-reset", rawToken);
    },

    /**
     * Sets a new password with a reset link, in one transaction: the link is used up (with every
     * other reset link of the account, and an e-mail change waiting for its link: the owner taking
     * the account back must also stop its address moving away), the e-mail-and-password sign-in gets the new hash (it is
     * added to an account that only had a social sign-in: the link proved the inbox, which is what
     * a social provider vouches for), every session ends, the e-mail counts as verified and the
     * sign-in locks are lifted. Returns the account's e-mail, to sign in with.
     */
    async resetPassword(rawToken: string, password: string): Promise<{ email: string }> {
      return db.transaction(async (tx) => {
        const claim = await consumeEmailToken(tx, "password-reset", rawToken);
        if (!claim) throw new AppError("invalid", RESET_LINK_INVALID());
        const user = await repository.lockById(tx, claim.userId);
        // An account that changed its e-mail since the link was sent: the link was for the old inbox.
        if (!user || user.email.toLowerCase() !== claim.email.toLowerCase()) {
          throw new AppError("invalid", RESET_LINK_INVALID());
        }
        // Hashed inside: only a request with a valid link costs an argon2 hash.
        await repository.setPassword(tx, user.id, await hashPassword(password));
        await repository.endAllSessions(tx, user.id);
        await repository.markEmailVerified(tx, user.id, user.email);
        await revokeEmailTokens(tx, "password-reset", user.id);
        await revokeEmailTokens(tx, "change-email", user.id);
        await liftLocks(tx, user.email);
        await queueMail(
          tx,
          passwordChangedMail({
            to: user.email,
            name: user.name,
            url: `${config.baseUrl}/forgot-password`,
            locale: user.locale,
          }),
        );
        return { email: user.email };
      });
    },
  };
}

export type AccountRecovery = ReturnType<typeof createAccountRecovery>;
