import {
  adminOrderSchema,
  approveReturnSchema,
  orderChangeConflictSchema,
  shipOrderSchema,
  staffCancelSchema,
  staffNoteSchema,
  staffRefundSchema,
} from "@hogar/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireAdmin } from "../../auth/require-admin.ts";
import type { RequireUser } from "../../auth/require-user.ts";
import { shopperOf } from "../../auth/shopper.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { noBody } from "../../lib/route-schemas.ts";
import { answerConflicts } from "./order-change-reply.ts";
import { orderParams } from "./order-lifecycle.routes.ts";
import type { OrderLifecycleService } from "./order-lifecycle.service.ts";

const changeResponses = (...errors: number[]) => ({
  200: adminOrderSchema,
  409: orderChangeConflictSchema,
  ...errorResponses(400, 401, 403, 404, ...errors),
});

/** The back office's order page and its actions, for admins only (docs/product.md 72-78). */
export async function ordersAdminRoutes(
  app: FastifyInstance,
  { lifecycle, requireUser }: { lifecycle: OrderLifecycleService; requireUser: RequireUser },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  requireAdmin(api, requireUser);

  api.get(
    "/api/admin/orders/:id",
    {
      schema: {
        summary: "One order with its shopper's contact, audit log and the statuses it may move to",
        params: orderParams,
        response: { 200: adminOrderSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => lifecycle.adminOrder(request.params.id),
  );

  api.post(
    "/api/admin/orders/:id/ship",
    {
      schema: {
        summary: "Mark a paid order shipped, with its carrier and tracking number",
        params: orderParams,
        body: shipOrderSchema,
        response: changeResponses(),
      },
    },
    async (request, reply) =>
      answerConflicts(reply, () => lifecycle.ship(shopperOf(request), request.params.id, request.body)),
  );

  api.post(
    "/api/admin/orders/:id/deliver",
    {
      schema: {
        summary: "Mark a shipped order delivered: the return window counts from now",
        params: orderParams,
        body: noBody,
        response: changeResponses(),
      },
    },
    async (request, reply) =>
      answerConflicts(reply, () => lifecycle.deliver(shopperOf(request), request.params.id)),
  );

  api.post(
    "/api/admin/orders/:id/cancel",
    {
      schema: {
        summary:
          "Cancel a paid order (the total is refunded, or recorded as refunded another way when the card's bank refused) or one awaiting its OXXO or SPEI payment (the voucher is voided), with a reason the shopper reads; the stock comes back",
        params: orderParams,
        body: staffCancelSchema,
        response: changeResponses(422),
      },
    },
    async (request, reply) =>
      answerConflicts(reply, () =>
        lifecycle.cancelByAdmin(shopperOf(request), request.params.id, request.body.note, {
          refundedOutside: request.body.refundedOutside === true,
          seen: request.body.status,
        }),
      ),
  );

  api.post(
    "/api/admin/orders/:id/approve-return",
    {
      schema: {
        summary:
          "Approve a return: the returned lines are refunded (less only after an earlier refund, with a note the shopper reads) and their stock comes back",
        params: orderParams,
        body: approveReturnSchema,
        response: changeResponses(422),
      },
    },
    async (request, reply) =>
      answerConflicts(reply, () =>
        lifecycle.approveReturn(shopperOf(request), request.params.id, request.body ?? undefined),
      ),
  );

  api.post(
    "/api/admin/orders/:id/refund",
    {
      schema: {
        summary:
          "Refund part or all that is left of an order that left the shop (shipped, delivered or returned), with a reason the shopper reads; its status stays as it is",
        params: orderParams,
        body: staffRefundSchema,
        response: changeResponses(422),
      },
    },
    async (request, reply) =>
      answerConflicts(reply, () => lifecycle.refund(shopperOf(request), request.params.id, request.body)),
  );

  api.post(
    "/api/admin/orders/:id/refuse-return",
    {
      schema: {
        summary: "Refuse a return with a reason the shopper reads: the order is delivered again",
        params: orderParams,
        body: staffNoteSchema,
        response: changeResponses(),
      },
    },
    async (request, reply) =>
      answerConflicts(reply, () =>
        lifecycle.refuseReturn(shopperOf(request), request.params.id, request.body.note),
      ),
  );
}
