import { type Me, PASSWORD_CHANGE_MESSAGES } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { verifyPassword } from "../../auth/password-hashing.ts";
import type { SignInThrottle } from "../../auth/sign-in-throttle.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { createUsersRepository } from "./users.repository.ts";

/**
 * Asks for the current password before a change that could lock the shopper out (password, e-mail,
 * deletion; docs/product.md 58-61), so a session left open on a shared computer is not enough. A
 * wrong one counts as a failed sign-in of the account from this address (docs/product.md 7): the
 * session cannot be used to guess the password faster than the login page allows. An account that
 * signs in only socially has no password to ask for; its session is the proof.
 */
export function createCurrentPasswordCheck(db: Db, throttle: SignInThrottle) {
  const users = createUsersRepository(db);

  return async function confirmCurrentPassword(
    me: Me,
    password: string | undefined,
    input: { address: string; field: string },
  ): Promise<void> {
    const hash = await users.passwordHashOf(me.id);
    if (hash === undefined) return;
    if (password === undefined) {
      const enterIt = m.rules_current_password_missing();
      throw new AppError("invalid", enterIt, { [input.field]: enterIt });
    }
    await throttle.begin(me.email, input.address);
    if (!(await verifyPassword({ hash, password }))) {
      const wrong = PASSWORD_CHANGE_MESSAGES.wrongCurrent();
      throw new AppError("forbidden", wrong, { [input.field]: wrong });
    }
    await throttle.succeeded(me.email, input.address);
  };
}

export type CurrentPasswordCheck = ReturnType<typeof createCurrentPasswordCheck>;
