import type * as FastifyModule from "fastify";

/** "METHOD /url" of every route an app built in this test file added, HEAD twins left out. */
export const recordedRoutes = new Set<string>();

/**
 * The fastify module with a factory that records each route as the app adds it, for
 * `vi.mock("fastify", ...)`. The app builds its own instance, so a hook added afterwards would miss
 * every route; recording from the start lets a test notice a route nobody has covered yet.
 */
export function recordingFastify(actual: typeof FastifyModule) {
  const create = ((options?: FastifyModule.FastifyServerOptions) => {
    const app = actual.default(options);
    app.addHook("onRoute", (route) => {
      for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
        if (method !== "HEAD") recordedRoutes.add(`${method} ${route.url}`);
      }
    });
    return app;
  }) as unknown as typeof actual.default;
  return { ...actual, default: create, fastify: create };
}
