import type { FastifyInstance } from "fastify";
import type { RequireUser } from "../../auth/require-user.ts";
import type { AppConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { fiscalDataRoutes } from "./fiscal-data.routes.ts";
import { startInvoiceSettler } from "./invoice-settler.ts";
import { invoicesAdminRoutes } from "./invoices.admin.routes.ts";
import { invoicesRoutes } from "./invoices.routes.ts";
import { createInvoicesService } from "./invoices.service.ts";
import type { InvoicingProvider } from "./invoicing-provider.ts";

export interface InvoicingDeps {
  db: Db;
  config: AppConfig;
  requireUser: RequireUser;
  provider: InvoicingProvider;
}

/**
 * CFDI invoices (docs/product.md 89-94): the shopper's fiscal data and their orders' invoices, and
 * the back office's cancellation and global export, each in a scope of its own; and the settler
 * that finishes invoices whose stamping was interrupted.
 */
export async function registerInvoicing(app: FastifyInstance, deps: InvoicingDeps) {
  const { db, config, requireUser, provider } = deps;
  const invoices = createInvoicesService(db, { provider, config, log: app.log });
  await app.register(fiscalDataRoutes, { db, requireUser });
  await app.register(invoicesRoutes, { invoices, requireUser });
  await app.register(invoicesAdminRoutes, { invoices, db, requireUser });
  startInvoiceSettler(app, invoices);
}
