import type { Me } from "@hogar/shared";
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
 * session hears 401 before anything is said about the request's body.
 */
export function requireShopper(app: FastifyInstance, requireUser: RequireUser) {
  app.decorateRequest("shopper", null);
  app.addHook("onRequest", async (request) => {
    request.shopper = await requireUser(request);
  });
}

export function shopperOf(request: FastifyRequest): Me {
  if (!request.shopper) throw new AppError("unauthorized", "You must login or sign up before");
  return request.shopper;
}
