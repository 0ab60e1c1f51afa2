import { historySchema, productIdParamSchema } from "@hogar/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RequireUser } from "../../auth/require-user.ts";
import { requireShopper, shopperOf } from "../../auth/shopper.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import type { HistoryService } from "./history.service.ts";

export async function historyRoutes(
  app: FastifyInstance,
  { history, requireUser }: { history: HistoryService; requireUser: RequireUser },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  requireShopper(api, requireUser);

  api.post(
    "/api/history/:productId",
    {
      schema: {
        summary: "Record that the shopper viewed a product",
        params: productIdParamSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = shopperOf(request);
      await history.record(user.id, request.params.productId);
      return reply.status(204).send(null);
    },
  );

  api.get(
    "/api/history",
    {
      schema: {
        summary: "Products the shopper viewed, newest first",
        response: { 200: historySchema, ...errorResponses(401) },
      },
    },
    async (request) => history.list(shopperOf(request).id),
  );
}
