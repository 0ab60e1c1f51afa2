import type { SignInLimits } from "../config.ts";
import type { Db } from "../db/client.ts";
import { AppError } from "../lib/errors.ts";
import { createSignInThrottleRepository } from "./sign-in-throttle.repository.ts";

/**
 * Limits failed e-mail sign-ins per e-mail (guessing one account's password) and per client
 * address (trying many accounts). Counters live in the database, so every process shares them.
 */
export function createSignInThrottle(db: Db, limits: SignInLimits) {
  const repository = createSignInThrottleRepository(db);
  const keysFor = (email: string, address: string) => ({ email: `email:${email}`, address: `ip:${address}` });

  return {
    async assertAllowed(email: string, address: string) {
      const keys = keysFor(email, address);
      const rows = await repository.findActive([keys.email, keys.address], limits.windowSeconds);
      const blocked = rows.filter((row) =>
        row.key === keys.email ? row.failures >= limits.perEmail : row.failures >= limits.perAddress,
      );
      if (blocked.length === 0) return;
      const reopensAt =
        Math.max(...blocked.map((row) => row.windowStartedAt.getTime())) + limits.windowSeconds * 1000;
      const minutes = Math.max(1, Math.ceil((reopensAt - Date.now()) / 60_000));
      throw new AppError(
        "too_many_requests",
        `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      );
    },

    recordFailure(email: string, address: string) {
      const keys = keysFor(email, address);
      return repository.addFailure([keys.email, keys.address], limits.windowSeconds);
    },

    recordSuccess(email: string, address: string) {
      return repository.clear([keysFor(email, address).email]);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
