import {
  myReviewSchema,
  productIdParamsSchema,
  reviewInputSchema,
  reviewsPageSchema,
  reviewsQuerySchema,
} from "@hogar/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { RequireUser } from "../../auth/require-user.ts";
import { requireShopper, shopperOf } from "../../auth/shopper.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import type { ReviewsService } from "./reviews.service.ts";

/** A product's reviews and the shopper's own (docs/product.md 95-97); signed-in shoppers only. */
export async function reviewsRoutes(
  app: FastifyInstance,
  { reviews, requireUser }: { reviews: ReviewsService; requireUser: RequireUser },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  requireShopper(api, requireUser);

  api.get(
    "/api/products/:id/reviews",
    {
      schema: {
        summary: "A product's rating figures and a page of its visible reviews, newest first",
        description:
          "10 reviews a page; `nextCursor` (null on the last page) is the `cursor` of the next. Authors by first name.",
        params: productIdParamsSchema,
        querystring: reviewsQuerySchema,
        response: { 200: reviewsPageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => reviews.page(request.params.id, request.query.cursor),
  );

  api.get(
    "/api/products/:id/my-review",
    {
      schema: {
        summary: "Whether the shopper may review the product (they received it), and their review",
        params: productIdParamsSchema,
        response: { 200: myReviewSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const me = shopperOf(request);
      return reviews.mine(me.id, me.name, request.params.id);
    },
  );

  api.put(
    "/api/products/:id/my-review",
    {
      schema: {
        summary: "Create or edit the shopper's review of a product they received",
        description: "201 when created, 200 when edited; 403 when no order of theirs with it was delivered.",
        params: productIdParamsSchema,
        body: reviewInputSchema,
        response: {
          200: myReviewSchema,
          201: myReviewSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const me = shopperOf(request);
      const { review, created } = await reviews.save(me.id, me.name, request.params.id, request.body);
      return reply.status(created ? 201 : 200).send(review);
    },
  );
}
