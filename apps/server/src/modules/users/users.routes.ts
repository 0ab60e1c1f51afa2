import { meSchema, socialProviderStatusSchema } from "@hogar/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Auth } from "../../auth/better-auth.ts";
import { socialProviderStatuses } from "../../auth/better-auth.ts";
import { requireUser } from "../../auth/require-user.ts";
import type { AppConfig } from "../../config.ts";
import { errorResponses } from "../../lib/error-responses.ts";

export async function usersRoutes(app: FastifyInstance, { auth, config }: { auth: Auth; config: AppConfig }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/me",
    { schema: { summary: "The signed-in shopper", response: { 200: meSchema, ...errorResponses(401) } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return requireUser(auth, request);
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
