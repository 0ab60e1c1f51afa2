import { m } from "@hogar/shared/messages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "./errors.ts";

export const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The one route another site may post to: OAuth providers post their callback from their own site
 * as a form (response_mode=form_post). Better Auth answers such a post only with a redirect to the
 * GET callback, which carries the cookies and does the work (docs/product.md 69).
 */
export const OAUTH_CALLBACK_ROUTE = "/api/auth/callback/:providerId";

export function isOAuthCallback(request: FastifyRequest): boolean {
  return request.routeOptions.url === OAUTH_CALLBACK_ROUTE;
}

/**
 * Refuses state-changing requests that a browser sent from another site (CSRF, login CSRF),
 * docs/product.md 69. Three checks, any one of which refuses:
 * - `Sec-Fetch-Site: cross-site`: every current browser says so on a request another site started;
 * - an `Origin` that is not the shop's: browsers send Origin on every non-GET request;
 * - a cookie with neither header: a browser always sends one of them, so a request carrying a
 *   shopper's cookie without both did not come from the shop's own pages. A caller with no cookie
 *   (curl, another server) holds nothing of a shopper's and may go on.
 * Runs on onRequest, before a body is read.
 */
export function installOriginGuard(app: FastifyInstance, trustedOrigins: string[]) {
  const trusted = new Set(trustedOrigins);
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method) || isOAuthCallback(request)) return;
    const { origin, cookie } = request.headers;
    const fetchSite = request.headers["sec-fetch-site"];
    if (fetchSite === "cross-site") throw new AppError("forbidden", m.server_from_another_site());
    if (origin !== undefined && !trusted.has(origin)) {
      throw new AppError("forbidden", m.server_from_another_site());
    }
    if (origin === undefined && fetchSite === undefined && cookie) {
      throw new AppError("forbidden", m.server_from_nowhere());
    }
  });
}
