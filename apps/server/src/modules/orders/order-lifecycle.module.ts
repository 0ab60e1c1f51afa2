import type { FastifyInstance } from "fastify";
import type { RequireUser } from "../../auth/require-user.ts";
import type { AppConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { PaymentProvider } from "../payments/payment-provider.ts";

export interface OrderLifecycleDeps {
  db: Db;
  payments: PaymentProvider;
  config: AppConfig;
  requireUser: RequireUser;
}

// Scaffold: the order's life after payment (docs/product.md 70-76) registers its routes here.
export async function registerOrderLifecycle(_app: FastifyInstance, _deps: OrderLifecycleDeps) {}
