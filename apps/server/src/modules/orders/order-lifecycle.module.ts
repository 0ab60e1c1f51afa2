import type { FastifyInstance } from "fastify";
import type { RequireUser } from "../../auth/require-user.ts";
import type { AppConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { PaymentProvider } from "../payments/payment-provider.ts";
import { orderLifecycleRoutes } from "./order-lifecycle.routes.ts";
import { createOrderLifecycleService } from "./order-lifecycle.service.ts";
import { ordersAdminRoutes } from "./orders.admin.routes.ts";

export interface OrderLifecycleDeps {
  db: Db;
  payments: PaymentProvider;
  config: AppConfig;
  requireUser: RequireUser;
}

/** The order's life after payment (docs/product.md 70-76): the shopper's order page and the back office's. */
export async function registerOrderLifecycle(app: FastifyInstance, deps: OrderLifecycleDeps) {
  const lifecycle = createOrderLifecycleService(deps.db, deps.payments, deps.config, { log: app.log });
  await app.register(orderLifecycleRoutes, { lifecycle, requireUser: deps.requireUser });
  await app.register(ordersAdminRoutes, { lifecycle, requireUser: deps.requireUser });
}
