import { meSchema, socialProviderStatusSchema } from "@hogar/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { socialProviderStatuses } from "../../auth/better-auth.ts";
import type { RequireUser } from "../../auth/require-user.ts";
import type { AppConfig } from "../../config.ts";
import { errorResponses } from "../../lib/error-responses.ts";

export async function usersRoutes(
  app: FastifyInstance,
  { requireUser, config }: { requireUser: RequireUser; config: AppConfig },
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
