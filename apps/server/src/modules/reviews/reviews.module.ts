import type { FastifyInstance } from "fastify";
import { requireAdmin } from "../../auth/require-admin.ts";
import type { RequireUser } from "../../auth/require-user.ts";
import type { Db } from "../../db/client.ts";
import { adminReviewsRoutes } from "./admin-reviews.routes.ts";
import { createAdminReviewsService } from "./admin-reviews.service.ts";
import { reviewsRoutes } from "./reviews.routes.ts";
import { createReviewsService } from "./reviews.service.ts";

/**
 * Product reviews (docs/product.md 95-99): the shoppers' routes, and the back office's in a scope of
 * their own whose every route is for admins (401 without a session, 403 for a regular shopper).
 */
export async function registerReviews(app: FastifyInstance, deps: { db: Db; requireUser: RequireUser }) {
  await app.register(reviewsRoutes, {
    reviews: createReviewsService(deps.db),
    requireUser: deps.requireUser,
  });
  await app.register(async (scope) => {
    requireAdmin(scope, deps.requireUser);
    await scope.register(adminReviewsRoutes, { reviews: createAdminReviewsService(deps.db) });
  });
}
