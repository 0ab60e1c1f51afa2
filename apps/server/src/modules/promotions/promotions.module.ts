import type { FastifyInstance } from "fastify";
import { requireAdmin } from "../../auth/require-admin.ts";
import type { RequireUser } from "../../auth/require-user.ts";
import { requireShopper } from "../../auth/shopper.ts";
import type { Db } from "../../db/client.ts";
import { adminPromotionsRoutes, checkoutPromotionRoutes } from "./promotions.routes.ts";
import { createPromotionsService, type PromotionsSettings } from "./promotions.service.ts";

export interface PromotionsDeps {
  db: Db;
  settings: PromotionsSettings;
  requireUser: RequireUser;
}

/**
 * Promotion codes: the back office's (admins only: 401 without a session, 403 for a shopper) and
 * the checkout's preview (any signed-in shopper), each in a scope of its own.
 */
export async function registerPromotions(app: FastifyInstance, deps: PromotionsDeps) {
  const promotions = createPromotionsService(deps.db, deps.settings);
  await app.register(async (scope) => {
    requireAdmin(scope, deps.requireUser);
    await scope.register(adminPromotionsRoutes, { promotions });
  });
  await app.register(async (scope) => {
    requireShopper(scope, deps.requireUser);
    await scope.register(checkoutPromotionRoutes, { promotions });
  });
}
