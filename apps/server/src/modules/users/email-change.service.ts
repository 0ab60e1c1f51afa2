import type { ChangeEmailInput, Me } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import {
  consumeEmailToken,
  issueEmailToken,
  peekEmailToken,
  revokeEmailTokens,
} from "../../auth/email-tokens.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../lib/constraint-violation.ts";
import { AppError, TooManyRequestsError } from "../../lib/errors.ts";
import { queueMail } from "../mail/outbox.ts";
import { emailChangeMail, emailChangeRequestedMail } from "../mail/templates/email-change.ts";
import type { CurrentPasswordCheck } from "./current-password.ts";
import { createEmailChangeRepository } from "./email-change.repository.ts";
import { createUsersRepository } from "./users.repository.ts";

/** docs/product.md 60: the link works for an hour, once. */
export const EMAIL_CHANGE_LINK_SECONDS = 60 * 60;
/** One request a minute per account: each one writes to an address the shopper typed. */
export const EMAIL_CHANGE_SPACING_SECONDS = 60;

/** What a refused change says, in the request's language (docs/product.md 80). */
export const EMAIL_CHANGE_MESSAGES = {
  same: (): string => m.server_email_same(),
  linkDead: (): string => m.server_email_change_link_dead(),
  taken: (): string => m.server_email_taken(),
} as const;

export function createEmailChangeService(
  db: Db,
  { baseUrl, confirmCurrentPassword }: { baseUrl: string; confirmCurrentPassword: CurrentPasswordCheck },
) {
  const users = createUsersRepository(db);
  const requests = createEmailChangeRepository();

  return {
    /**
     * Sends the new address a link and the old one a notice. The answer is the same whether another
     * account uses the new address or not, so nobody learns who has an account (docs/product.md 60).
     */
    async request({ me, address }: { me: Me; address: string }, input: ChangeEmailInput): Promise<void> {
      if (input.email === me.email.toLowerCase()) {
        const same = EMAIL_CHANGE_MESSAGES.same();
        throw new AppError("invalid", same, { email: same });
      }
      await confirmCurrentPassword(me, input.password, { address, field: "password" });
      await db.transaction(async (tx) => {
        // Under the account's lock, two requests at once cannot both pass the spacing check.
        const account = await users.lockAccount(tx, me.id);
        if (!account) throw new AppError("unauthorized", m.server_not_signed_in());
        const since = await requests.secondsSinceLastRequest(tx, me.id);
        if (since !== null && since < EMAIL_CHANGE_SPACING_SECONDS) {
          const wait = Math.max(1, Math.ceil(EMAIL_CHANGE_SPACING_SECONDS - since));
          throw new TooManyRequestsError(m.server_email_change_too_soon({ seconds: wait }), wait);
        }
        // Only the newest request can take effect: an older link to a mistyped address stops working.
        await revokeEmailTokens(tx, "change-email", me.id);
        const token = await issueEmailToken(tx, {
          purpose: "change-email",
          userId: me.id,
          email: input.email,
          ttlSeconds: EMAIL_CHANGE_LINK_SECONDS,
        });
        const url = `${baseUrl}/confirm-email-change?token=${token}`;
        await queueMail(tx, emailChangeMail({ to: input.email, name: account.name, url, locale: me.locale }));
        await queueMail(
          tx,
          emailChangeRequestedMail({
            to: account.email,
            name: account.name,
            newEmail: input.email,
            locale: me.locale,
            baseUrl,
          }),
        );
      });
    },

    /**
     * The link was opened: the address becomes the account's, and verified (the link proved the
     * shopper reads it). An address another account took meanwhile, or had all along, changes
     * nothing; the link is used up either way.
     */
    /**
     * What the link's page says as it opens, without using the link: the address it makes the
     * account's, or why it no longer works (the confirmation says the same when pressed).
     */
    async check(
      rawToken: string,
    ): Promise<{ usable: true; email: string } | { usable: false; message: string }> {
      const claim = await peekEmailToken(db, "change-email", rawToken);
      return claim
        ? { usable: true, email: claim.email }
        : { usable: false, message: EMAIL_CHANGE_MESSAGES.linkDead() };
    },

    async confirm(rawToken: string): Promise<{ email: string }> {
      let outcome: { email: string } | "dead" | "taken";
      try {
        outcome = await db.transaction(async (tx) => {
          const claim = await consumeEmailToken(tx, "change-email", rawToken);
          if (!claim) return "dead" as const;
          const account = await users.lockAccount(tx, claim.userId);
          if (!account) return "dead" as const;
          const owner = await users.findIdByEmail(tx, claim.email);
          if (owner === account.id) return { email: account.email };
          if (owner) return "taken" as const;
          await users.setVerifiedEmail(tx, account.id, claim.email);
          // Links sent to the old address must not act on the account any more.
          await revokeEmailTokens(tx, "verify-email", account.id);
          await revokeEmailTokens(tx, "password-reset", account.id);
          return { email: claim.email };
        });
      } catch (error) {
        // Someone signed up with the address between the check and the update.
        if (!isUniqueViolation(error)) throw error;
        outcome = "taken";
      }
      if (outcome === "dead") throw new AppError("invalid", EMAIL_CHANGE_MESSAGES.linkDead());
      if (outcome === "taken") throw new AppError("conflict", EMAIL_CHANGE_MESSAGES.taken());
      return outcome;
    },
  };
}

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
