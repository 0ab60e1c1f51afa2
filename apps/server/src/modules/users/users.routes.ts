import {
  changeLocaleSchema,
  changeNameSchema,
  changePasswordSchema,
  meSchema,
  phoneInputSchema,
  signInMethodsSchema,
  socialProviderStatusSchema,
} from "@hogar/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { socialProviderStatuses } from "../../auth/better-auth.ts";
import type { RequireUser } from "../../auth/require-user.ts";
import { requireShopper, shopperOf } from "../../auth/shopper.ts";
import type { AppConfig } from "../../config.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import type { SessionCookies } from "./session-cookie.ts";
import type { UsersService } from "./users.service.ts";

export async function usersRoutes(
  app: FastifyInstance,
  {
    requireUser,
    config,
    users,
    sessionCookies,
  }: { requireUser: RequireUser; config: AppConfig; users: UsersService; sessionCookies: SessionCookies },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/me",
    {
      schema: { summary: "The signed-in shopper", response: { 200: meSchema, ...errorResponses(401, 503) } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return requireUser(request);
    },
  );

  // Its own plugin, so a caller without a session hears 401 before anything about the body
  // (requireShopper), while /api/social-providers stays public for the login page.
  await app.register(async (shopperApi) => {
    requireShopper(shopperApi, requireUser);
    const shopper = shopperApi.withTypeProvider<ZodTypeProvider>();
    shopper.put(
      "/api/me/phone",
      {
        schema: {
          summary: "Save the shopper's phone number",
          body: phoneInputSchema,
          response: { 200: meSchema, ...errorResponses(400, 401) },
        },
      },
      async (request) => users.setPhone(shopperOf(request), request.body.phone),
    );

    shopper.put(
      "/api/me/name",
      {
        schema: {
          summary: "Change the shopper's name (the sign-up rules)",
          body: changeNameSchema,
          response: { 200: meSchema, ...errorResponses(400, 401) },
        },
      },
      async (request) => users.setName(shopperOf(request), request.body.name),
    );

    shopper.put(
      "/api/me/locale",
      {
        schema: {
          summary:
            "Save the language the shopper picked (en or es-MX), or null to follow the browser's languages",
          body: changeLocaleSchema,
          response: { 200: meSchema, ...errorResponses(400, 401) },
        },
      },
      async (request) => users.setLocale(shopperOf(request), request.body.locale),
    );

    shopper.get(
      "/api/me/sign-in-methods",
      {
        schema: {
          summary: "How the shopper signs in: whether the account has a password, and its providers",
          response: { 200: signInMethodsSchema, ...errorResponses(401) },
        },
      },
      async (request) => users.signInMethods(shopperOf(request).id),
    );

    shopper.put(
      "/api/me/password",
      {
        schema: {
          summary: "Change the password (the current one first); every other session of the account ends",
          body: changePasswordSchema,
          response: { 204: z.null(), ...errorResponses(400, 401, 403, 409, 429) },
        },
      },
      async (request, reply) => {
        const caller = {
          me: shopperOf(request),
          sessionId: await sessionCookies.sessionIdOf(request),
          address: request.ip,
        };
        await users.changePassword(caller, request.body);
        return reply.status(204).send(null);
      },
    );
  });

  api.get(
    "/api/social-providers",
    {
      schema: {
        summary: "Social sign-in providers and whether each is configured",
        response: { 200: z.array(socialProviderStatusSchema) },
      },
    },
    async () => socialProviderStatuses(config),
  );
}
