import { m } from "@hogar/shared/messages";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyRequest } from "fastify";
import type { Auth } from "../../auth/better-auth.ts";
import { AppError } from "../../lib/errors.ts";

interface CookieSpec {
  name: string;
  attributes: { path?: string; secure?: boolean; sameSite?: string | boolean; httpOnly?: boolean };
}

/** A Set-Cookie value that makes the browser drop the cookie (same name, path and flags, no life left). */
function expired({ name, attributes }: CookieSpec): string {
  const parts = [`${name}=`, "Max-Age=0", `Path=${attributes.path ?? "/"}`];
  if (attributes.httpOnly) parts.push("HttpOnly");
  if (attributes.secure) parts.push("Secure");
  if (typeof attributes.sameSite === "string") parts.push(`SameSite=${attributes.sameSite}`);
  return parts.join("; ");
}

/**
 * The session a request stands on, and the cookies that end it in the browser. Read through Better
 * Auth, which owns the session cookie's name and format; only the password change and the account
 * deletion need them, so the extra queries are not on a hot path.
 */
export async function createSessionCookies(auth: Auth) {
  const { authCookies } = await auth.$context;
  const toExpire = [authCookies.sessionToken, authCookies.dontRememberToken] as CookieSpec[];

  return {
    async sessionIdOf(request: FastifyRequest): Promise<string> {
      const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
      if (!found) throw new AppError("unauthorized", m.server_not_signed_in());
      return found.session.id;
    },

    /** Set-Cookie values for an answer after which this browser is signed out. */
    expiredSessionCookies: (): string[] => toExpire.map(expired),
  };
}

export type SessionCookies = Awaited<ReturnType<typeof createSessionCookies>>;
