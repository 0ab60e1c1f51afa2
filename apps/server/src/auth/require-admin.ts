import { m } from "@hogar/shared/messages";
import type { FastifyInstance } from "fastify";
import { AppError } from "../lib/errors.ts";
import type { RequireUser } from "./require-user.ts";
import { requireShopper, shopperOf } from "./shopper.ts";

/**
 * Every route of this plugin is for admins: 401 without a session, 403 for anyone else, before
 * anything about the request is read (docs/product.md 35, 75).
 */
export function requireAdmin(app: FastifyInstance, requireUser: RequireUser) {
  requireShopper(app, requireUser);
  app.addHook("onRequest", async (request) => {
    if (shopperOf(request).role !== "ADMIN") {
      throw new AppError("forbidden", m.server_admins_only_back_office());
    }
  });
}
