import { SOCIAL_PROVIDER_NAMES, SOCIAL_PROVIDERS, type SocialProviderId } from "@hogar/shared";
import { localeFromCookieHeader } from "@hogar/shared/locale";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../config.ts";
import type { Db } from "../db/client.ts";
import { accounts, sessions, users, verifications } from "../db/schema/index.ts";
import { createUsersRepository } from "../modules/users/users.repository.ts";
import { hashPassword, verifyPassword } from "./password-hashing.ts";
import { captureProviderEmail } from "./provider-email-capture.ts";

export function createAuth(config: AppConfig, db: Db, logger: FastifyBaseLogger) {
  const usersRepository = createUsersRepository(db);
  const socialProviders = Object.fromEntries(
    Object.entries(config.social).flatMap(([id, client]) =>
      client ? [[id, { ...client, mapProfileToUser: captureProviderEmail }]] : [],
    ),
  );
  const standIns = Object.entries(config.oidcStandIns).map(([id, standIn]) => ({
    providerId: id,
    name: SOCIAL_PROVIDER_NAMES[id as SocialProviderId],
    clientId: standIn.clientId,
    clientSecret: standIn.clientSecret,
    discoveryUrl: standIn.discoveryUrl,
    scopes: ["openid", "email", "profile"],
    pkce: true,
    mapProfileToUser: captureProviderEmail,
  }));

  return betterAuth({
    appName: config.shopName,
    baseURL: config.baseUrl,
    basePath: "/api/auth",
    trustedOrigins: trustedOrigins(config),
    secret: config.authSecret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    advanced: {
      database: { generateId: "uuid" },
      useSecureCookies: config.baseUrl.startsWith("https://"),
      // Better Auth skips its origin check when NODE_ENV=test; tests must see what production does.
      disableOriginCheck: false,
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 16,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    user: {
      additionalFields: {
        // input: false keeps them out of what a sign-up or update request may set.
        role: { type: "string", required: false, defaultValue: "REGULAR", input: false },
        phone: { type: "string", required: false, input: false },
        locale: { type: "string", required: false, input: false },
      },
    },
    account: {
      accountLinking: {
        enabled: true,
        // docs/product.md 5: link only when the provider vouches for the e-mail AND the local
        // account proved it too (a verification link or a password reset). Otherwise whoever
        // signed up first with someone else's address would share the real owner's account.
        requireLocalEmailVerified: true,
      },
    },
    socialProviders,
    databaseHooks: {
      user: {
        create: {
          // The language the browser's hogar_locale cookie carries (picked in the footer before
          // signing up, or left there by the last account signed in on this browser) is the new
          // account's pick, as one made once signed in would be (docs/product.md 80).
          before: async (user, context) => {
            const locale = localeFromCookieHeader(context?.headers?.get("cookie") ?? undefined);
            return locale ? { data: { ...user, locale } } : undefined;
          },
        },
      },
      session: {
        create: {
          // ADMIN_EMAILS (docs/product.md 35): such an account becomes an admin at its next sign-in,
          // in every environment only once its e-mail is verified (a provider vouched for it, or a
          // link sent to it was followed): anyone could otherwise sign up first with a listed address.
          after: async (session) => {
            if (config.adminEmails.length === 0) return;
            await usersRepository.promoteIfListed(db, session.userId, config.adminEmails, true);
          },
        },
      },
    },
    plugins: standIns.length > 0 ? [genericOAuth({ config: standIns })] : [],
    // Failed sign-ins are throttled by the shop itself with counters in the database.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: {
      // Only the message: Better Auth's extra arguments can hold tokens.
      log: (level, message) => logger[level]({ component: "auth" }, message),
    },
  });
}

/**
 * Better Auth refuses requests from origins other than BASE_URL. Outside production the shop is
 * also opened as http://127.0.0.1:PORT or http://localhost:PORT, so both are accepted there.
 */
export function trustedOrigins(config: AppConfig): string[] {
  if (config.env === "production") return [config.baseUrl];
  const { port } = new URL(config.baseUrl);
  const local = port ? [`http://localhost:${port}`, `http://127.0.0.1:${port}`] : [];
  return [config.baseUrl, ...local];
}

export type Auth = ReturnType<typeof createAuth>;

export function socialProviderStatuses(config: AppConfig) {
  return SOCIAL_PROVIDERS.map((id) => ({
    id,
    name: SOCIAL_PROVIDER_NAMES[id],
    configured: Boolean(config.social[id] ?? config.oidcStandIns[id]),
  }));
}
