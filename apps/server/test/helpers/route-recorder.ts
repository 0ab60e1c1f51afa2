import type { RouteOptions } from "fastify";

/**
 * Records "METHOD /url" of every route an app adds, HEAD twins left out, from buildApp's `onRoute`:
 * a test that lists every route notices a route nobody has covered yet.
 */
export function routeRecorder() {
  const routes = new Set<string>();
  const onRoute = (route: RouteOptions) => {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method !== "HEAD") routes.add(`${method} ${route.url}`);
    }
  };
  return { routes, onRoute };
}
