import { orderChangeConflictSchema, orderDetailsSchema, returnRequestSchema } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { RequireUser } from "../../auth/require-user.ts";
import { requireShopper, shopperOf } from "../../auth/shopper.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { idParams, noBody } from "../../lib/route-schemas.ts";
import { answerConflicts } from "./order-change-reply.ts";
import type { OrderLifecycleService } from "./order-lifecycle.service.ts";

export const orderParams = idParams(m.server_order_not_found);

/** The shopper's order page and what they may do with it (docs/product.md 72-73). */
export async function orderLifecycleRoutes(
  app: FastifyInstance,
  { lifecycle, requireUser }: { lifecycle: OrderLifecycleService; requireUser: RequireUser },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  requireShopper(api, requireUser);

  api.get(
    "/api/orders/:id",
    {
      schema: {
        summary: "One of the shopper's orders, with its timeline and what they may still do",
        params: orderParams,
        response: { 200: orderDetailsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => lifecycle.details(shopperOf(request).id, request.params.id),
  );

  api.post(
    "/api/orders/:id/cancel",
    {
      schema: {
        summary:
          "Cancel a paid order not yet shipped (the total is refunded) or one awaiting its OXXO or SPEI payment (the voucher is voided); the stock comes back",
        params: orderParams,
        body: noBody,
        response: {
          200: orderDetailsSchema,
          409: orderChangeConflictSchema,
          ...errorResponses(400, 401, 404, 422),
        },
      },
    },
    async (request, reply) =>
      answerConflicts(reply, () => lifecycle.cancelByShopper(shopperOf(request), request.params.id)),
  );

  api.post(
    "/api/orders/:id/return",
    {
      schema: {
        summary: "Ask to return lines of a delivered order, within 5 business days of its delivery",
        params: orderParams,
        body: returnRequestSchema,
        response: {
          201: orderDetailsSchema,
          409: orderChangeConflictSchema,
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) =>
      answerConflicts(reply, async () => {
        const details = await lifecycle.requestReturn(shopperOf(request), request.params.id, request.body);
        return reply.status(201).send(details);
      }),
  );
}
