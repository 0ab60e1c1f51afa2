import {
  idempotencyKeySchema,
  ORDERS_PAGE_SIZE_DEFAULT,
  orderSchema,
  ordersQuerySchema,
  placeOrderSchema,
} from "@hogar/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RequireUser } from "../../auth/require-user.ts";
import { requireShopper, shopperOf } from "../../auth/shopper.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import type { OrdersService } from "./orders.service.ts";

export async function ordersRoutes(
  app: FastifyInstance,
  { orders, requireUser }: { orders: OrdersService; requireUser: RequireUser },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  requireShopper(api, requireUser);
  // One order (GET /api/orders/:id) and its changes are order-lifecycle.module.ts's.

  api.post(
    "/api/orders",
    {
      schema: {
        summary:
          "Place an order for one product or the whole cart; repeat safely with the same Idempotency-Key",
        headers: z.object({ "idempotency-key": idempotencyKeySchema }),
        body: placeOrderSchema,
        response: {
          200: orderSchema,
          201: orderSchema,
          ...errorResponses(400, 401, 402, 404, 409, 422, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const user = shopperOf(request);
      const { order, created } = await orders.place(user, request.headers["idempotency-key"], request.body);
      return reply.status(created ? 201 : 200).send(order);
    },
  );

  api.get(
    "/api/orders",
    {
      schema: {
        summary: "The shopper's orders, newest first, a page at a time",
        description: [
          `At most \`limit\` orders (${ORDERS_PAGE_SIZE_DEFAULT} unless asked). When more follow, the answer`,
          'carries `Link: </api/orders?cursor=...&limit=...>; rel="next"`, the address of the next page;',
          "the last page has no Link.",
        ].join(" "),
        querystring: ordersQuerySchema,
        response: { 200: z.array(orderSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { orders: page, nextCursor } = await orders.list(shopperOf(request).id, request.query);
      if (nextCursor) {
        const next = new URLSearchParams({ cursor: nextCursor, limit: String(request.query.limit) });
        reply.header("link", `</api/orders?${next}>; rel="next"`);
      }
      return page;
    },
  );
}
