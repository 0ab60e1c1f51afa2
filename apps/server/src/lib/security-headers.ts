import type { FastifyInstance } from "fastify";

/**
 * Everything the shop loads comes from itself (docs/product.md 49: nothing from the internet at run time),
 * so the policy can be strict: no inline or outside scripts, no framing, no plugins. Images may
 * also be data: and blob: URLs (the add-product preview shows the files being uploaded).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const ONE_YEAR_SECONDS = 31_536_000;

/** Better Auth's endpoints: sign-in, sign-up, session, sign-out, OAuth callbacks and their errors. */
const AUTH_PATH = /^\/api\/auth(\/|\?|$)/;

/**
 * Sets the security headers on every response, errors and static files included. `baseUrl` is the
 * address shoppers use (BASE_URL).
 */
export function installSecurityHeaders(app: FastifyInstance, baseUrl: string) {
  // A shop whose address is https is reached over https, even where a proxy ends TLS and forwards
  // http without TRUST_PROXY saying so (request.protocol then reads "http").
  const httpsShop = baseUrl.startsWith("https:");
  app.addHook("onRequest", async (request, reply) => {
    reply.headers({
      "content-security-policy": CONTENT_SECURITY_POLICY,
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": "strict-origin-when-cross-origin",
      "cross-origin-opener-policy": "same-origin",
      "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
    });
    // Only over https: a browser ignores it on http (RFC 6797, 8.1), and sending it from a local
    // http shop would pin nothing useful.
    if (httpsShop || request.protocol === "https") {
      reply.header("strict-transport-security", `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
    }
  });
  // Every auth answer (docs/product.md 68): a session, a Set-Cookie or a redirect carrying
  // an OAuth code must never be kept by a browser's back button or a shared proxy. Set in onSend,
  // after the handler, so no Better Auth header can weaken it; errors and redirects included.
  app.addHook("onSend", async (request, reply, payload) => {
    if (AUTH_PATH.test(request.url)) reply.header("cache-control", "no-store");
    return payload;
  });
}
