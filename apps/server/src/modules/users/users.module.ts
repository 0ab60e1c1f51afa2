import type { FastifyInstance } from "fastify";
import type { Auth } from "../../auth/better-auth.ts";
import type { RequireUser } from "../../auth/require-user.ts";
import type { SignInThrottle } from "../../auth/sign-in-throttle.ts";
import type { AppConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { PaymentProvider } from "../payments/payment-provider.ts";
import { createAccountDeletionService } from "./account-deletion.service.ts";
import { createCurrentPasswordCheck } from "./current-password.ts";
import { createDataExportService } from "./data-export.service.ts";
import { createEmailChangeService } from "./email-change.service.ts";
import { myAccountRoutes } from "./my-account.routes.ts";
import { createSessionCookies } from "./session-cookie.ts";
import { usersRoutes } from "./users.routes.ts";
import { createUsersService } from "./users.service.ts";

interface UsersModuleDeps {
  db: Db;
  config: AppConfig;
  auth: Auth;
  throttle: SignInThrottle;
  payments: PaymentProvider;
  requireUser: RequireUser;
  /** For /api/me (and the profile changes beside it), which also extends a session in use. */
  requireUserRefreshing: RequireUser;
}

/** The shopper's own account: /api/me and everything /account/my-data changes. */
export async function registerUsersModule(app: FastifyInstance, deps: UsersModuleDeps) {
  const { db, config, auth, throttle, payments, requireUser, requireUserRefreshing } = deps;
  const sessionCookies = await createSessionCookies(auth);
  const confirmCurrentPassword = createCurrentPasswordCheck(db, throttle);
  await app.register(usersRoutes, {
    requireUser: requireUserRefreshing,
    config,
    users: createUsersService(db, confirmCurrentPassword, config.baseUrl),
    sessionCookies,
  });
  await app.register(myAccountRoutes, {
    requireUser,
    emailChange: createEmailChangeService(db, { baseUrl: config.baseUrl, confirmCurrentPassword }),
    deletion: createAccountDeletionService(db, {
      payments,
      throttle,
      confirmCurrentPassword,
      contact: { email: config.seller.email, phone: config.seller.phone },
    }),
    dataExport: createDataExportService(db),
    sessionCookies,
  });
}
