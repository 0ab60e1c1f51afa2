import { m } from "@hogar/shared/messages";
import type { SignUpLimits } from "../config.ts";
import type { Db } from "../db/client.ts";
import { clientAddressKey } from "../lib/client-address.ts";
import { TooManyRequestsError } from "../lib/errors.ts";
import { createSignInThrottleRepository } from "./sign-in-throttle.repository.ts";
import { waitInWords } from "./sign-in-throttle.rules.ts";

/**
 * Sign-ups per client address (docs/product.md 67): one address cannot make accounts in
 * bulk, nor make the shop mail an existing account's owner over and over. Every attempt counts,
 * for a new e-mail or one that has an account alike, so the limit tells nothing about which
 * e-mails have accounts. Counted in the database (key "sign-up:<address>"), so every process
 * shares it; a refused attempt is not counted.
 */
export function createSignUpLimit(db: Db, limits: SignUpLimits) {
  const counters = createSignInThrottleRepository();

  return {
    /** Counts the attempt; 429 with Retry-After once the address has used up its sign-ups. */
    async begin(ip: string): Promise<void> {
      const key = `sign-up:${clientAddressKey(ip)}`;
      await db.transaction(async (tx) => {
        const { rows, now } = await counters.lock(tx, [key]);
        const [counter] = rows;
        if (!counter) throw new Error(`The sign-up counter ${key} was not made`);
        const endsAt = counter.windowStartedAt.getTime() + limits.windowSeconds * 1000;
        const inWindow = endsAt > now.getTime();
        if (inWindow && counter.failures >= limits.perAddress) {
          const seconds = (endsAt - now.getTime()) / 1000;
          throw new TooManyRequestsError(m.server_sign_ups_network({ wait: waitInWords(seconds) }), seconds);
        }
        await counters.save(tx, {
          ...counter,
          failures: inWindow ? counter.failures + 1 : 1,
          windowStartedAt: inWindow ? counter.windowStartedAt : now,
          lastAttemptAt: now,
        });
      });
    },
  };
}

export type SignUpLimit = ReturnType<typeof createSignUpLimit>;
