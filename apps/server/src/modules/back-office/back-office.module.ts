import type { FastifyInstance } from "fastify";
import { requireAdmin } from "../../auth/require-admin.ts";
import type { RequireUser } from "../../auth/require-user.ts";
import type { AppConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { CatalogAdminService } from "../catalog/catalog-admin.service.ts";
import { adminOrdersRoutes } from "./admin-orders.routes.ts";
import { createAdminOrdersService } from "./admin-orders.service.ts";
import { adminProductsRoutes } from "./admin-products.routes.ts";
import { createAdminProductsService } from "./admin-products.service.ts";

export interface BackOfficeDeps {
  db: Db;
  config: AppConfig;
  requireUser: RequireUser;
  /** The catalogue's admin service app.ts makes for /api/products: both product forms share it. */
  admin: CatalogAdminService;
}

/**
 * The back office's tables and product pages (docs/product.md 75, 77-79), in a scope of their own
 * whose every route is for admins: 401 without a session, 403 for a regular shopper.
 */
export async function registerBackOffice(app: FastifyInstance, deps: BackOfficeDeps) {
  const { admin } = deps;
  const orders = createAdminOrdersService(deps.db);
  const products = createAdminProductsService(deps.db, {
    admin,
    lowStockThreshold: deps.config.lowStockThreshold,
  });
  await app.register(async (scope) => {
    requireAdmin(scope, deps.requireUser);
    await scope.register(adminOrdersRoutes, { orders });
    await scope.register(adminProductsRoutes, { products });
  });
}
