import type { FastifyInstance } from "fastify";
import { AppError } from "./errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
// Providers may post their OAuth callback from their own site (response_mode=form_post).
const CROSS_SITE_ALLOWED = /^\/api\/auth\/callback\//;

/**
 * Refuses state-changing API requests that a browser sent from another site (CSRF). Browsers
 * always send Origin on such requests; callers without one (curl, other servers) hold no cookies
 * of a shopper's.
 */
export function installOriginGuard(app: FastifyInstance, trustedOrigins: string[]) {
  const trusted = new Set(trustedOrigins);
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method) || CROSS_SITE_ALLOWED.test(request.url)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !trusted.has(origin)) {
      throw new AppError("forbidden", "This request came from another site and was refused");
    }
  });
}
