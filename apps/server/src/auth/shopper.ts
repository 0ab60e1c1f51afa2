import type { Me } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../lib/errors.ts";
import type { RequireUser } from "./require-user.ts";

declare module "fastify" {
  interface FastifyRequest {
    shopper: Me | null;
  }
}

/**
 * Every route of this plugin needs a signed-in shopper. Checked first, so a caller without a
 * session hears 401 before anything is said about the request's body. What such routes answer
 * is for one shopper's eyes, so no browser or proxy keeps it.
 */
export function requireShopper(app: FastifyInstance, requireUser: RequireUser) {
  app.decorateRequest("shopper", null);
  app.addHook("onRequest", async (request) => {
    request.shopper = await requireUser(request);
  });
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
}

export function shopperOf(request: FastifyRequest): Me {
  if (!request.shopper) throw new AppError("unauthorized", m.server_not_signed_in());
  return request.shopper;
}
