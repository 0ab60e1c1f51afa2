import type { Locale } from "@hogar/shared/locale";
import { m } from "@hogar/shared/messages";
import type { AppConfig } from "../config.ts";
import type { Db } from "../db/client.ts";
import { queueMail } from "../modules/mail/outbox.ts";
import { signUpAttemptMail } from "../modules/mail/templates/sign-up-attempt.ts";
import { createAccountRecoveryRepository } from "./account-recovery.repository.ts";
import type { MailRequestLimit } from "./mail-request-limit.ts";
import { hashPassword } from "./password-hashing.ts";

/** What both sign-up answers say, for a new e-mail and for one that has an account (docs/product.md 66). */
export function checkInboxMessage(email: string): string {
  return m.server_check_inbox({ email });
}

/**
 * A sign-up with an e-mail that already has an account: no account is made and nothing is said
 * about it to the caller; the owner hears about it by mail, with the way back in if it was them.
 */
export function createExistingEmailSignUp(db: Db, config: AppConfig, limit: MailRequestLimit) {
  const repository = createAccountRecoveryRepository();

  return {
    accountFor(email: string) {
      return repository.findByEmail(db, email);
    },

    async answer(account: { name: string; email: string; locale?: Locale | null }, password: string) {
      // A new sign-up hashes the password; so does this one, so both take about as long.
      await hashPassword(password);
      if (!(await limit.signUpAttemptMayNotify(account.email))) return;
      const resetUrl = `${config.baseUrl}/forgot-password`;
      await queueMail(
        db,
        signUpAttemptMail({ to: account.email, name: account.name, resetUrl, locale: account.locale }),
      );
    },
  };
}

export type ExistingEmailSignUp = ReturnType<typeof createExistingEmailSignUp>;
