import { forgotPasswordSchema, messageResponseSchema, resetPasswordSchema } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../lib/error-responses.ts";
import { type AccountRecovery, RESET_LINK_INVALID } from "./account-recovery.ts";
import type { BetterAuthBridge } from "./better-auth-bridge.ts";
import type { EmailVerification } from "./email-verification.ts";
import type { RequireUser } from "./require-user.ts";
import { requireShopper, shopperOf } from "./shopper.ts";

interface AccountRecoveryRouteDeps {
  recovery: AccountRecovery;
  verification: EmailVerification;
  bridge: BetterAuthBridge;
  requireUser: RequireUser;
}

/** Where a verification link lands: the notice the page shows, named in its query. */
const VERIFY_NOTICE = {
  verified: "email-verified",
  invalid: "verification-link-invalid",
  otherAccount: "verification-link-other-account",
  alreadyVerified: "email-already-verified",
} as const;

/**
 * Password recovery and e-mail verification (docs/product.md 63-65). Public except
 * "send the verification link again", which needs a session.
 */
export async function accountRecoveryRoutes(
  app: FastifyInstance,
  { recovery, verification, bridge, requireUser }: AccountRecoveryRouteDeps,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/auth/forgot-password",
    {
      schema: {
        summary:
          "Send a link to set a new password; the same answer whether or not an account uses the e-mail",
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { email } = request.body;
      await recovery.requestReset(email, request.ip);
      return { message: m.server_reset_link_sent({ email }) };
    },
  );

  api.post(
    "/api/auth/reset-password/check",
    {
      schema: {
        summary:
          "Whether a reset link still works (unused and unexpired), without using it; its message says what to do when not",
        body: z.object({ token: z.string().max(200) }),
        response: {
          200: z.object({ usable: z.boolean(), message: z.string().optional() }),
          ...errorResponses(400),
        },
      },
    },
    async (request) => {
      const usable = await recovery.resetPasswordLinkWorks(request.body.token);
      return usable ? { usable } : { usable, message: RESET_LINK_INVALID() };
    },
  );

  api.post(
    "/api/auth/reset-password",
    {
      schema: {
        summary: "Set a new password with a reset link: ends every session, then signs in",
        body: resetPasswordSchema,
        response: { 200: z.object({ user: z.object({ id: z.string() }).loose() }), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const { email } = await recovery.resetPassword(token, password);
      // A fresh session on this device, through Better Auth's own sign-in (its cookie, its hooks).
      const signedIn = await bridge.forward(request, { email, password }, "/api/auth/sign-in/email");
      return bridge.send(reply, signedIn);
    },
  );

  api.get(
    "/api/auth/verify-email",
    {
      schema: {
        summary:
          "Follow a verification link: signed in to its account, marks the e-mail verified; redirects to a page saying so, or to the login page to sign in first",
        querystring: z.object({ token: z.string().max(200).default("") }),
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const me = await requireUser(request).catch(() => null);
      const outcome = await verification.verify(token, me?.id ?? null);
      // Signed in, My Data shows the new state; signed out, the login page asks to sign in to the
      // account and comes back here (docs/product.md 65).
      const page = me ? "/account/my-data" : "/login";
      const location = {
        verified: `${page}?notice=${VERIFY_NOTICE.verified}`,
        // A used link opened again by its verified account: nothing is wrong, nothing to ask for.
        invalid: `${page}?notice=${me?.emailVerified ? VERIFY_NOTICE.alreadyVerified : VERIFY_NOTICE.invalid}`,
        "other-account": `${page}?notice=${VERIFY_NOTICE.otherAccount}`,
        "sign-in": `/login?verify=${encodeURIComponent(token)}`,
      }[outcome];
      return reply.redirect(location, 303);
    },
  );

  await app.register(async (shopperApi) => {
    requireShopper(shopperApi, requireUser);
    shopperApi.post(
      "/api/auth/verification-email",
      {
        schema: {
          summary: "Send the verification link again",
          response: { 204: z.null(), ...errorResponses(401, 409, 429) },
        },
      },
      async (request, reply) => {
        await verification.resend(shopperOf(request));
        return reply.status(204).send(null);
      },
    );
  });
}
