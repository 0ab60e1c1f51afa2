import { NUL_MESSAGE } from "@hogar/shared";
import type { FastifyInstance } from "fastify";
import { AppError } from "./errors.ts";

/** The dotted path of the first string holding a NUL (U+0000) in `value`, "" for the value itself. */
export function firstNulPath(value: unknown, path = ""): string | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? path : undefined;
  if (value === null || typeof value !== "object") return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = firstNulPath(inner, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold NUL, and a route that wrote one failed with a 500, sometimes after
 * it had already asked the payment provider for a refund. Every JSON body, query and path is
 * checked before the handler runs, so no route, present or future, gets that far (docs/product.md
 * 117). It runs after validation: a form's own rule for a field says it in the form's words first.
 */
export function installNulGuard(app: FastifyInstance) {
  app.addHook("preHandler", async (request) => {
    for (const [part, value] of [
      ["body", request.body],
      ["query", request.query],
      ["params", request.params],
    ] as const) {
      const field = firstNulPath(value);
      if (field === undefined) continue;
      const message = field ? `${field}: ${NUL_MESSAGE()}` : NUL_MESSAGE();
      throw new AppError(
        "invalid",
        message,
        part === "body" && field ? { [field]: NUL_MESSAGE() } : undefined,
      );
    }
  });
}
