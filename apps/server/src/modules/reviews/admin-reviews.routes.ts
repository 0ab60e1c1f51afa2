import {
  adminReviewRowSchema,
  adminReviewsQuerySchema,
  BACK_OFFICE_PAGE_SIZE,
  hideReviewSchema,
} from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses.ts";
import { idParams, noBody } from "../../lib/route-schemas.ts";
import { auditActorOf } from "../audit/audit-actor.ts";
import type { AdminReviewsService } from "./admin-reviews.service.ts";

const reviewIdParams = idParams(m.reviews_review_not_found);

/** The back office's reviews (docs/product.md 98); the admin guard is the caller's (reviews.module.ts). */
export async function adminReviewsRoutes(
  app: FastifyInstance,
  { reviews }: { reviews: AdminReviewsService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/admin/reviews",
    {
      schema: {
        summary: "Reviews newest first, visible, hidden or all, a page at a time (admins)",
        description: [
          `${BACK_OFFICE_PAGE_SIZE} reviews a page. When more follow,`,
          '`Link: </api/admin/reviews?...&cursor=...>; rel="next"` is the next page.',
        ].join(" "),
        querystring: adminReviewsQuerySchema,
        response: { 200: z.array(adminReviewRowSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { rows, nextCursor } = await reviews.list(request.query);
      if (nextCursor) {
        const next = new URLSearchParams({ status: request.query.status, cursor: nextCursor });
        reply.header("link", `</api/admin/reviews?${next}>; rel="next"`);
      }
      return rows;
    },
  );

  api.post(
    "/api/admin/reviews/:id/hide",
    {
      schema: {
        summary:
          "Hide a review with a reason: it counts nowhere, and the audit log keeps the reason (admins)",
        params: reviewIdParams,
        body: hideReviewSchema,
        response: { 200: adminReviewRowSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => reviews.setHidden(request.params.id, request.body.reason, auditActorOf(request)),
  );

  api.post(
    "/api/admin/reviews/:id/unhide",
    {
      schema: {
        summary: "Show a hidden review again: it counts in its product's rating again (admins)",
        params: reviewIdParams,
        body: noBody,
        response: { 200: adminReviewRowSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => reviews.setHidden(request.params.id, null, auditActorOf(request)),
  );
}
