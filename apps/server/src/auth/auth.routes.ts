import {
  meSchema,
  SOCIAL_PROVIDER_NAMES,
  signInSchema,
  signUpSchema,
  socialSignInSchema,
} from "@hogar/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppConfig } from "../config.ts";
import type { Db } from "../db/client.ts";
import { errorResponses } from "../lib/error-responses.ts";
import { AppError } from "../lib/errors.ts";
import type { Auth } from "./better-auth.ts";
import { runProviderSignIn } from "./provider-email-capture.ts";
import { findSignInMethods } from "./sign-in-methods.repository.ts";
import type { SignInThrottle } from "./sign-in-throttle.ts";

interface AuthRouteDeps {
  auth: Auth;
  config: AppConfig;
  db: Db;
  throttle: SignInThrottle;
}

const sessionResponse = z.object({ user: meSchema.omit({ phone: true, role: true }).loose() });

/** Removes every "token" field: session tokens stay in the HttpOnly cookie, out of scripts' reach. */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, inner]) => (key === "token" ? [] : [[key, withoutTokens(inner)]])),
  );
}

async function bodyWithoutTokens(response: Response): Promise<string> {
  const text = await response.text();
  if (!response.headers.get("content-type")?.includes("application/json")) return text;
  try {
    return JSON.stringify(withoutTokens(JSON.parse(text)));
  } catch {
    return text;
  }
}

/**
 * Mounts Better Auth at /api/auth/*. Fastify parses the body first (malformed JSON and oversized
 * bodies get the shop's usual 400/413), the shop's own rules run before Better Auth sees a sign-up
 * or sign-in, and failed sign-ins are counted.
 */
export async function authRoutes(app: FastifyInstance, { auth, config, db, throttle }: AuthRouteDeps) {
  async function forward(request: FastifyRequest, body: unknown): Promise<Response> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || name === "content-length") continue;
      headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    }
    const init: RequestInit = { method: request.method, headers };
    if (request.method !== "GET" && request.method !== "HEAD" && body !== undefined) {
      const isForm = request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded");
      init.body = isForm
        ? new URLSearchParams(body as Record<string, string>).toString()
        : JSON.stringify(body);
    }
    return auth.handler(new Request(new URL(request.url, config.baseUrl), init));
  }

  async function send(reply: FastifyReply, response: Response, location?: string) {
    reply.status(response.status);
    response.headers.forEach((value, name) => {
      if (name !== "set-cookie" && name !== "content-length") reply.header(name, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    if (location) reply.header("location", location);
    return reply.send(response.body ? await bodyWithoutTokens(response) : null);
  }

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    "/api/auth/sign-up/email",
    {
      schema: {
        summary: "Create an account with e-mail and password and sign in",
        body: signUpSchema,
        response: { 200: sessionResponse, ...errorResponses(400, 422) },
      },
    },
    async (request, reply) => send(reply, await forward(request, request.body)),
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
        throw new AppError("not_found", `${SOCIAL_PROVIDER_NAMES[provider]} sign-in is not configured`);
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
