import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { accountRecoveryRoutes } from "./account-recovery.routes.ts";
import { createAccountRecovery } from "./account-recovery.ts";
import { authRoutes } from "./auth.routes.ts";
import { createAuth } from "./better-auth.ts";
import { createBetterAuthBridge } from "./better-auth-bridge.ts";
import { createEmailVerification } from "./email-verification.ts";
import { createMailRequestLimit } from "./mail-request-limit.ts";
import { createSessionReaders } from "./require-user.ts";
import { createSignInThrottle } from "./sign-in-throttle.ts";
import { createExistingEmailSignUp } from "./sign-up-existing.ts";
import { createSignUpLimit } from "./sign-up-limit.ts";

/**
 * Sign-up, sign-in, sessions, password recovery and e-mail verification: Better Auth and the
 * shop's routes around it. Returns what the other modules need.
 */
export async function registerAuthModule(app: FastifyInstance, config: AppConfig, database: DatabaseHandle) {
  const { db } = database;
  const auth = createAuth(config, db, app.log);
  const throttle = createSignInThrottle(db, config.signInLimits);
  const mailLimit = createMailRequestLimit(db);
  const verification = createEmailVerification(db, config, mailLimit);
  const existingEmailSignUp = createExistingEmailSignUp(db, config, mailLimit);
  const signUpLimit = createSignUpLimit(db, config.signUpLimits);
  await app.register(authRoutes, {
    auth,
    config,
    db,
    throttle,
    signUpLimit,
    verification,
    existingEmailSignUp,
  });

  const readers = await createSessionReaders(auth, database, config.authSecret);
  const recovery = createAccountRecovery({ db, config, limit: mailLimit, liftLocks: throttle.liftLocks });
  await app.register(accountRecoveryRoutes, {
    recovery,
    verification,
    bridge: createBetterAuthBridge(auth, config),
    requireUser: readers.requireUser,
  });
  return { auth, throttle, ...readers };
}
