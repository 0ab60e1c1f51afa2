import { createHmac, timingSafeEqual } from "node:crypto";
import type { Me } from "@hogar/shared";
import { readCookie } from "@hogar/shared/cookies";
import { isLocale } from "@hogar/shared/locale";
import { m } from "@hogar/shared/messages";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyRequest } from "fastify";
import type { DatabaseHandle } from "../db/client.ts";
import { AppError } from "../lib/errors.ts";
import { createUsersRepository } from "../modules/users/users.repository.ts";
import type { Auth } from "./better-auth.ts";

export type RequireUser = (request: FastifyRequest) => Promise<Me>;

function toMe(user: {
  id: string;
  name: string;
  email: string;
  emailVerified?: boolean | null;
  image?: string | null;
  role?: string | null;
  phone?: string | null;
  locale?: string | null;
}): Me {
  const { id, name, email, emailVerified, image, role, phone, locale } = user;
  return {
    id,
    name,
    email,
    emailVerified: emailVerified === true,
    image: image ?? null,
    role: role === "ADMIN" ? "ADMIN" : "REGULAR",
    phone: phone ?? null,
    locale: isLocale(locale) ? locale : null,
  };
}

/** Better Auth's cookie is "token.signature", the signature an HMAC-SHA256 of the token. */
function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * Two ways to the signed-in shopper of a request, both from the server-side session:
 * - `requireUser`, for every resource route: checks the cookie's signature and reads the session
 *   and user in one query (Better Auth's getSession costs several queries and ~1 ms of CPU).
 * - `requireUserRefreshing`, for /api/me, which the app calls on every load: through Better Auth,
 *   which also extends a session in use.
 */
export async function createSessionReaders(auth: Auth, database: DatabaseHandle, secret: string) {
  const cookieName = (await auth.$context).authCookies.sessionToken.name;

  async function unavailableOrUnauthorized(request: FastifyRequest): Promise<never> {
    // With the database down the shopper must hear that the shop is unavailable, not that they
    // are logged out (Better Auth reports a session it could not read as no session).
    if (readCookie(request.headers.cookie, cookieName)) {
      await database.ping().catch(() => {
        throw new AppError("unavailable", m.server_unavailable());
      });
    }
    throw new AppError("unauthorized", m.server_not_signed_in());
  }

  const users = createUsersRepository(database.db);

  const requireUser: RequireUser = async (request) => {
    const cookie = readCookie(request.headers.cookie, cookieName);
    const token = cookie ? verifiedToken(cookie, secret) : null;
    if (!token) throw new AppError("unauthorized", m.server_not_signed_in());
    const user = await users.findBySessionToken(token);
    if (!user) throw new AppError("unauthorized", m.server_not_signed_in());
    return toMe(user);
  };

  const requireUserRefreshing: RequireUser = async (request) => {
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) return unavailableOrUnauthorized(request);
    return toMe(session.user);
  };

  return { requireUser, requireUserRefreshing };
}
