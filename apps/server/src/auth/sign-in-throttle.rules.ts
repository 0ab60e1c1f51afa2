import { m } from "@hogar/shared/messages";
import type { SignInLimits } from "../config.ts";
import type { Counter } from "./sign-in-throttle.repository.ts";

export interface Refusal {
  message: string;
  retryAfterSeconds: number;
}

/** "45 seconds", "1 minute", "15 minutes": what a shopper reads, rounded up, in the request's language. */
export function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return m.server_wait_seconds({ count: whole });
  return m.server_wait_minutes({ count: Math.ceil(whole / 60) });
}

/** The wait after `failures` failures of one address on one account: none, then doubling. */
export function waitAfter(failures: number, limits: SignInLimits): number {
  if (failures < limits.freeFailures) return 0;
  return limits.firstWaitSeconds * 2 ** (failures - limits.freeFailures);
}

const secondsUntil = (time: number, now: Date) => (time - now.getTime()) / 1000;

interface Counters {
  /** Failures of this account from this address. */
  pair: Counter;
  /** Failures from this address on any account. */
  address: Counter;
  /** Failures on this account from any address. */
  account: Counter;
  now: Date;
  /** This address signed in to this account before (within 30 days). */
  knownAddress: boolean;
  limits: SignInLimits;
}

/**
 * Why an attempt must not be tried now, or undefined when it may (docs/product.md 7). Of several
 * reasons, the one that ends last is given: the shopper has to wait that long in any case.
 */
export function signInRefusal({ pair, address, account, now, knownAddress, limits }: Counters) {
  const window = limits.windowSeconds * 1000;
  const refusals: Refusal[] = [];
  const add = (endsAt: number, message: (wait: string) => string) => {
    const seconds = secondsUntil(endsAt, now);
    if (seconds > 0) refusals.push({ message: message(waitInWords(seconds)), retryAfterSeconds: seconds });
  };

  const pairIsFresh = now.getTime() - pair.lastAttemptAt.getTime() >= window;
  if (!pairIsFresh && pair.failures >= limits.lockAfter) {
    add(pair.lastAttemptAt.getTime() + window, (wait) => m.server_sign_in_locked({ wait }));
  } else if (!pairIsFresh && waitAfter(pair.failures, limits) > 0) {
    add(pair.lastAttemptAt.getTime() + waitAfter(pair.failures, limits) * 1000, (wait) =>
      m.server_sign_in_wait({ wait }),
    );
  }
  const inWindow = (counter: Counter) => now.getTime() - counter.windowStartedAt.getTime() < window;
  if (inWindow(address) && address.failures >= limits.perAddress) {
    add(address.windowStartedAt.getTime() + window, (wait) => m.server_sign_in_network({ wait }));
  }
  if (!knownAddress && inWindow(account) && account.failures >= limits.perAccount) {
    add(account.windowStartedAt.getTime() + window, (wait) => m.server_sign_in_account({ wait }));
  }
  return refusals.sort((a, b) => b.retryAfterSeconds - a.retryAfterSeconds)[0];
}
