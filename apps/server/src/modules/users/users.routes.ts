import { meSchema, phoneInputSchema, socialProviderStatusSchema } from "@hogar/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { socialProviderStatuses } from "../../auth/better-auth.ts";
import type { RequireUser } from "../../auth/require-user.ts";
import { requireShopper, shopperOf } from "../../auth/shopper.ts";
import type { AppConfig } from "../../config.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import type { UsersService } from "./users.service.ts";

export async function usersRoutes(
  app: FastifyInstance,
  { requireUser, config, users }: { requireUser: RequireUser; config: AppConfig; users: UsersService },
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
    shopperApi.withTypeProvider<ZodTypeProvider>().put(
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
