import cluster from "node:cluster";
import { createHash, timingSafeEqual } from "node:crypto";
import { m } from "@hogar/shared/messages";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../lib/errors.ts";
import { workersMetrics } from "./cluster-metrics.ts";
import type { Metrics } from "./metrics.ts";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Records every request by its route pattern (never the raw URL, whose ids would make a series per
 * product) and serves the figures at GET /api/metrics to a scraper holding METRICS_TOKEN. Without a
 * token set, the endpoint does not exist. Called on the root app (not registered as a plugin) so the
 * hook sees every route.
 */
export function installMetrics(
  app: FastifyInstance,
  { metrics, token }: { metrics: Metrics; token: string | undefined },
) {
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "unmatched";
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  if (!token) return;

  const expected = digest(`Bearer ${token}`);
  // One of several processes answers for all of them (docs/decisions/025).
  const figures = cluster.isWorker ? workersMetrics(metrics.registry) : () => metrics.registry.metrics();
  app.get("/api/metrics", { schema: { hide: true } }, async (request, reply) => {
    // Compared as digests in constant time, so the answer's timing tells nothing about the token.
    if (!timingSafeEqual(digest(request.headers.authorization ?? ""), expected)) {
      reply.header("www-authenticate", "Bearer");
      throw new AppError("unauthorized", m.server_metrics_token());
    }
    reply.header("cache-control", "no-store").type(metrics.registry.contentType);
    return figures();
  });
}
