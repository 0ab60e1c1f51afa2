import { m } from "@hogar/shared/messages";
import type { FastifyInstance } from "fastify";
import { AppError } from "./errors.ts";

/**
 * The deepest a request's JSON may nest. The shop's deepest body (a product form's variants and
 * their pictures) nests 4 levels; a body of a few kilobytes can nest thousands, and code that walks
 * it recursively (the NUL guard, the sign-in bridge's JSON.stringify) ran out of stack: a 500.
 */
export const MAX_JSON_DEPTH = 32;

/** Whether `value` nests objects or arrays deeper than `max`; walked without recursion. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [inner, depth] = next;
    if (inner === null || typeof inner !== "object") continue;
    if (depth >= max) return true;
    for (const child of Object.values(inner)) pending.push([child, depth + 1]);
  }
  return false;
}

/** Fastify's own JSON parser (prototype poisoning refused), then the depth checked, for every route. */
export function installJsonDepthLimit(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    // parseAs "string" gives a string; the parser's type also allows the Buffer of parseAs "buffer".
    parse(request, body as string, (error, value) => {
      if (error) return done(error);
      if (nestsDeeperThan(value, MAX_JSON_DEPTH)) {
        return done(new AppError("invalid", m.server_json_too_deep({ max: MAX_JSON_DEPTH })));
      }
      done(null, value);
    });
  });
}
