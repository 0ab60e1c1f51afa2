import { type ChangePasswordInput, type Me, type SignInMethods, signInMethodName } from "@hogar/shared";
import type { Locale } from "@hogar/shared/locale";
import { m } from "@hogar/shared/messages";
import { revokeEmailTokens } from "../../auth/email-tokens.ts";
import { hashPassword } from "../../auth/password-hashing.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { queueMail } from "../mail/outbox.ts";
import { passwordChangedMail } from "../mail/templates/password-changed.ts";
import type { CurrentPasswordCheck } from "./current-password.ts";
import { createUsersRepository } from "./users.repository.ts";

/** What the one making a change stands on: their account, this session and where they connect from. */
export interface Caller {
  me: Me;
  sessionId: string;
  address: string;
}

/** `baseUrl`: the shop's address (BASE_URL), for the mail's way back to "Forgot password?". */
export function createUsersService(db: Db, confirmCurrentPassword: CurrentPasswordCheck, baseUrl: string) {
  const repository = createUsersRepository(db);

  return {
    async setPhone(me: Me, phone: string): Promise<Me> {
      await repository.setPhone(db, me.id, phone);
      return { ...me, phone };
    },

    /** docs/product.md 58: the sign-up name rules. */
    async setName(me: Me, name: string): Promise<Me> {
      await repository.setName(db, me.id, name);
      return { ...me, name };
    },

    /**
     * docs/product.md 80: the account keeps the language pick, so it follows the shopper to another
     * device (the web app adopts it after signing in) and mail is written in it.
     */
    async setLocale(me: Me, locale: Locale | null): Promise<Me> {
      await repository.setLocale(db, me.id, locale);
      return { ...me, locale };
    },

    async signInMethods(userId: string): Promise<SignInMethods> {
      const providers = await repository.providersOf(userId);
      return { hasPassword: providers.includes("credential"), providers };
    },

    /**
     * docs/product.md 59: the current password, then the new one with the sign-up rules. Every other
     * session of the account ends (someone who learnt the old password is signed out everywhere);
     * this one stays. Reset links still in a mailbox would undo the change, and an e-mail change
     * asked by whoever knew the old password would hand them the account, so both stop working.
     */
    async changePassword({ me, sessionId, address }: Caller, input: ChangePasswordInput): Promise<void> {
      const providers = await repository.providersOf(me.id);
      if (!providers.includes("credential")) {
        const method = signInMethodName(providers[0] ?? "credential");
        throw new AppError("conflict", m.server_no_password({ method, email: me.email }));
      }
      await confirmCurrentPassword(me, input.currentPassword, { address, field: "currentPassword" });
      const hash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await repository.setPasswordHash(tx, me.id, hash);
        await repository.endOtherSessions(tx, me.id, sessionId);
        await revokeEmailTokens(tx, "password-reset", me.id);
        await revokeEmailTokens(tx, "change-email", me.id);
        // The owner hears of it, with the way back if it was not them (docs/product.md 59).
        await queueMail(
          tx,
          passwordChangedMail({
            to: me.email,
            name: me.name,
            url: `${baseUrl}/forgot-password`,
            locale: me.locale,
          }),
        );
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
