import compress from "@fastify/compress";
import formbody from "@fastify/formbody";
import swagger from "@fastify/swagger";
import { m } from "@hogar/shared/messages";
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from "fastify";
import { jsonSchemaTransform, validatorCompiler } from "fastify-type-provider-zod";
import { registerAuthModule } from "./auth/auth.module.ts";
import { trustedOrigins } from "./auth/better-auth.ts";
import { type AppConfig, imagesDir } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { acrossProcesses } from "./lib/across-processes.ts";
import { closeConnectionsOnShutdown } from "./lib/close-connections-on-shutdown.ts";
import { installContentTypeGuard } from "./lib/content-type-guard.ts";
import { installErrorHandler } from "./lib/error-handler.ts";
import { installJsonDepthLimit } from "./lib/json-depth.ts";
import { loggerOptions } from "./lib/logging.ts";
import { installNulGuard } from "./lib/nul-guard.ts";
import { installOriginGuard } from "./lib/origin-guard.ts";
import { inRequestLocale, installRequestLocale } from "./lib/request-locale.ts";
import { responseSerializerCompiler } from "./lib/response-serializer.ts";
import { installSecurityHeaders } from "./lib/security-headers.ts";
import { serveWebApp } from "./lib/web-app.ts";
import { addressesRoutes } from "./modules/addresses/addresses.routes.ts";
import { createAddressesService } from "./modules/addresses/addresses.service.ts";
import { registerBackOffice } from "./modules/back-office/back-office.module.ts";
import { cardsRoutes } from "./modules/cards/cards.routes.ts";
import { createCardsService } from "./modules/cards/cards.service.ts";
import { cartRoutes } from "./modules/cart/cart.routes.ts";
import { createCartService } from "./modules/cart/cart.service.ts";
import { catalogRoutes } from "./modules/catalog/catalog.routes.ts";
import { createCatalogService } from "./modules/catalog/catalog.service.ts";
import { catalogAdminRoutes } from "./modules/catalog/catalog-admin.routes.ts";
import { createCatalogAdminService } from "./modules/catalog/catalog-admin.service.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { historyRoutes } from "./modules/history/history.routes.ts";
import { createHistoryService } from "./modules/history/history.service.ts";
import { imagesRoutes } from "./modules/images/images.routes.ts";
import { registerInvoicing } from "./modules/invoicing/invoicing.module.ts";
import type { InvoicingProvider } from "./modules/invoicing/invoicing-provider.ts";
import { createSandboxPac } from "./modules/invoicing/sandbox-pac.ts";
import { runBackgroundJobs } from "./modules/jobs/background-jobs.ts";
import { installMetrics } from "./modules/metrics/metrics.routes.ts";
import { createMetrics } from "./modules/metrics/metrics.ts";
import { registerOrderLifecycle } from "./modules/orders/order-lifecycle.module.ts";
import { startOrderSettler } from "./modules/orders/order-settler.ts";
import { ordersRoutes } from "./modules/orders/orders.routes.ts";
import { createOrdersService } from "./modules/orders/orders.service.ts";
import { paymentWebhookRoutes } from "./modules/payments/payment-webhook.routes.ts";
import { sandboxControlsRoutes } from "./modules/payments/sandbox-controls.routes.ts";
import { createSandboxControls } from "./modules/payments/sandbox-controls.ts";
import { createSandboxProvider } from "./modules/payments/sandbox-provider.ts";
import { registerPromotions } from "./modules/promotions/promotions.module.ts";
import { registerReviews } from "./modules/reviews/reviews.module.ts";
import { settingsRoutes, shopSettings } from "./modules/settings/settings.routes.ts";
import { registerUsersModule } from "./modules/users/users.module.ts";
import { wishlistRoutes } from "./modules/wishlist/wishlist.routes.ts";
import { createWishlistService } from "./modules/wishlist/wishlist.service.ts";

const BODY_LIMIT_BYTES = 64 * 1024;

export interface BuildOptions {
  /** Called for every route as it is added: the tests list the routes the shop serves with it. */
  onRoute?: (route: RouteOptions) => void;
  /** Run the background jobs worker (mail); tests that only queue jobs leave it off. Default true. */
  runJobs?: boolean;
  /** Settle orders left placed or unpaid past their deadline, at start and every minute. Default true. */
  settleOrders?: boolean;
  /** Who seals and stamps the CFDIs (docs/decisions/016); the built-in sandbox PAC unless given. */
  invoicingProvider?: InvoicingProvider;
}

/** Builds the whole shop on an open database; start-up (migrations, listening) is main.ts's job. */
export async function buildApp(
  config: AppConfig,
  database: DatabaseHandle,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(config.logLevel, config.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
    // A path Fastify cannot even decode (a broken %-escape) gets the shop's own error shape, in the
    // request's language: this runs before onRequest, where the request's locale is entered.
    frameworkErrors: (_error, request, reply) => {
      const message = inRequestLocale(request, () => m.server_bad_url());
      (reply as FastifyReply).status(400).send({ code: "invalid", message });
    },
  });
  // Before any plugin: routes added inside plugins reach only the hooks their parent already had.
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  installRequestLocale(app);
  installSecurityHeaders(app, config.baseUrl);
  closeConnectionsOnShutdown(app);
  installErrorHandler(app);
  installOriginGuard(app, trustedOrigins(config));
  installContentTypeGuard(app);
  installJsonDepthLimit(app);
  installNulGuard(app);
  const metrics = createMetrics();
  installMetrics(app, { metrics, token: config.metricsToken });

  // JSON answers (a page of products is about 25 kB) travel compressed; the web app's files are
  // compressed at build. Request bodies are never inflated: bodyLimit must hold for what is read.
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"], globalDecompression: false });
  // OAuth providers may post their callback as a form (response_mode=form_post).
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  await app.register(swagger, {
    openapi: { info: { title: `${config.shopName} API`, version: "1.0.0" } },
    transform: jsonSchemaTransform,
  });

  const { auth, throttle, requireUser, requireUserRefreshing } = await registerAuthModule(
    app,
    config,
    database,
  );
  await app.register(healthRoutes, { database });
  const payments = createSandboxProvider(database.db, config.payments);
  await registerUsersModule(app, {
    db: database.db,
    config,
    auth,
    throttle,
    payments,
    requireUser,
    requireUserRefreshing,
  });
  // Settings change with a deploy: built once, for /api/settings and for every page.
  const settings = shopSettings(config);
  await app.register(settingsRoutes, { settings });
  const catalog = createCatalogService(database.db);
  await app.register(catalogRoutes, { catalog, requireUser });
  // An admin's change shows at once in every process's searches and totals.
  const forgetCached = acrossProcesses("catalogue-changed", catalog.forgetCached);
  const admin = createCatalogAdminService(database.db, forgetCached);
  await app.register(catalogAdminRoutes, { admin, requireUser });
  await app.register(historyRoutes, { history: createHistoryService(database.db), requireUser });
  await app.register(cartRoutes, { cart: createCartService(database.db, config.shipping), requireUser });
  await app.register(wishlistRoutes, { wishlist: createWishlistService(database.db), requireUser });
  await app.register(addressesRoutes, { addresses: createAddressesService(database.db), requireUser });
  await app.register(cardsRoutes, { cards: createCardsService(database.db, payments), requireUser });
  const orders = createOrdersService(database.db, payments, config, metrics, app.log);
  await app.register(ordersRoutes, { orders, requireUser });
  // Payments reported by the provider (docs/product.md 87), and outside production the sandbox's
  // own test API that pays a voucher or transfer.
  await app.register(paymentWebhookRoutes, {
    provider: payments,
    recordPayment: (event, provider) => orders.recordPayment(event, provider),
  });
  if (config.payments.sandboxControls) {
    await app.register(sandboxControlsRoutes, { controls: createSandboxControls(database.db) });
  }
  if (options.settleOrders !== false) startOrderSettler(app, orders, config.settleOrdersAfterSeconds);
  await registerOrderLifecycle(app, { db: database.db, payments, config, requireUser });
  await registerBackOffice(app, { db: database.db, config, requireUser, admin });
  await registerPromotions(app, { db: database.db, settings: config, requireUser });
  await registerReviews(app, { db: database.db, requireUser });
  await registerInvoicing(app, {
    db: database.db,
    config,
    requireUser,
    provider: options.invoicingProvider ?? createSandboxPac(),
  });
  if (options.runJobs !== false) runBackgroundJobs(app, database.db, config);
  await app.register(imagesRoutes, { imagesDir: imagesDir(config), db: database.db });

  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
  if (config.webDir) await serveWebApp(app, config.webDir, requireUserRefreshing, settings);
  return app;
}
