import {
  meSchema,
  SOCIAL_PROVIDER_NAMES,
  signInSchema,
  signUpSchema,
  socialSignInSchema,
} from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppConfig } from "../config.ts";
import type { Db } from "../db/client.ts";
import { errorResponses } from "../lib/error-responses.ts";
import { AppError } from "../lib/errors.ts";
import type { Auth } from "./better-auth.ts";
import { createBetterAuthBridge } from "./better-auth-bridge.ts";
import type { EmailVerification } from "./email-verification.ts";
import { runProviderSignIn } from "./provider-email-capture.ts";
import { findSignInMethods } from "./sign-in-methods.repository.ts";
import type { SignInThrottle } from "./sign-in-throttle.ts";
import { checkInboxMessage, type ExistingEmailSignUp } from "./sign-up-existing.ts";
import type { SignUpLimit } from "./sign-up-limit.ts";

interface AuthRouteDeps {
  auth: Auth;
  config: AppConfig;
  db: Db;
  throttle: SignInThrottle;
  signUpLimit: SignUpLimit;
  verification: EmailVerification;
  existingEmailSignUp: ExistingEmailSignUp;
}

const sessionUser = meSchema.omit({ phone: true, role: true }).loose();
const sessionResponse = z.object({ user: sessionUser });
/** A new e-mail gets its account (and session); one that has an account gets `user: null`. */
const signUpResponse = z.object({ user: sessionUser.nullable(), message: z.string() });

/**
 * Mounts Better Auth at /api/auth/*. Fastify parses the body first (malformed JSON and oversized
 * bodies get the shop's usual 400/413), the shop's own rules run before Better Auth sees a sign-up
 * or sign-in, and failed sign-ins are counted.
 */
export async function authRoutes(
  app: FastifyInstance,
  { auth, config, db, throttle, signUpLimit, verification, existingEmailSignUp }: AuthRouteDeps,
) {
  const { forward, send } = createBetterAuthBridge(auth, config);

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    "/api/auth/sign-up/email",
    {
      schema: {
        summary:
          "Create an account with e-mail and password and sign in; an e-mail that has an account gets the same answer without one",
        body: signUpSchema,
        response: { 200: signUpResponse, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      // docs/product.md 67: first, so a refused attempt says nothing about the e-mail.
      await signUpLimit.begin(request.ip);
      const input = request.body;
      const message = checkInboxMessage(input.email);
      // docs/product.md 66: the same status and words as a new e-mail; the owner hears by mail.
      const answerExisting = async (account: { name: string; email: string }) => {
        await existingEmailSignUp.answer(account, input.password);
        return reply.status(200).send({ user: null, message });
      };
      const existing = await existingEmailSignUp.accountFor(input.email);
      if (existing) return answerExisting(existing);

      const response = await forward(request, input);
      if (response.status === 422) {
        // Another sign-up with this e-mail won the race between the check above and Better Auth's.
        const raced = await existingEmailSignUp.accountFor(input.email);
        if (raced) return answerExisting(raced);
      }
      if (!response.ok) return send(reply, response);

      const body = (await response.json()) as { user: { id: string; name: string; email: string } };
      try {
        await verification.sendAfterSignUp(body.user);
      } catch (error) {
        // The account exists and is signed in; "Send the link again" in My Data makes up for it.
        request.log.error({ err: error }, "could not queue the verification e-mail after sign-up");
      }
      const headers = new Headers(response.headers);
      headers.delete("content-length");
      return send(reply, new Response(JSON.stringify({ ...body, message }), { status: 200, headers }));
    },
  );

  api.post(
    "/api/auth/sign-in/email",
    {
      schema: {
        summary: "Sign in with e-mail and password",
        body: signInSchema,
        response: { 200: sessionResponse, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      await throttle.begin(input.email, request.ip);
      const response = await forward(request, input);
      if (response.ok) await throttle.succeeded(input.email, request.ip);
      else if (response.status !== 401) await throttle.notAFailure(input.email, request.ip);
      return send(reply, response);
    },
  );

  api.post(
    "/api/auth/sign-in/social",
    {
      schema: {
        summary: "Start a social sign-in; answers the provider's authorization URL",
        body: socialSignInSchema,
        response: { 200: z.object({ url: z.string(), redirect: z.boolean() }), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { provider } = request.body;
      if (!config.social[provider] && !config.oidcStandIns[provider]) {
        throw new AppError(
          "not_found",
          m.server_social_not_configured({ provider: SOCIAL_PROVIDER_NAMES[provider] }),
        );
      }
      return send(reply, await forward(request, request.body));
    },
  );

  // OAuth callbacks: a refused link names the method the account already signs in with.
  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/callback/:providerId",
    handler: async (request, reply) => {
      const { result: response, email } = await runProviderSignIn(() => forward(request, request.body));
      const location = response.headers.get("location");
      if (!location || !email) return send(reply, response);
      const target = new URL(location, config.baseUrl);
      if (target.searchParams.get("error") !== "account_not_linked") return send(reply, response);
      const [method] = await findSignInMethods(db, email);
      if (method) target.searchParams.set("method", method);
      const sameOrigin = target.origin === new URL(config.baseUrl).origin;
      return send(reply, response, sameOrigin ? `${target.pathname}${target.search}` : target.toString());
    },
  });

  // Only what the shop uses of Better Auth's other endpoints. The rest (update-user, change-password,
  // delete-user, ...) would skip the shop's own rules, so they are not reachable at all.
  const passThrough = async (request: FastifyRequest, reply: FastifyReply) =>
    send(reply, await forward(request, request.body));
  app.get("/api/auth/get-session", { schema: { summary: "The session, or null" } }, passThrough);
  app.post("/api/auth/sign-out", { schema: { summary: "End the session" } }, passThrough);
  app.get("/api/auth/error", { schema: { hide: true } }, passThrough);
}
