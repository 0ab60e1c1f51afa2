import type { FastifyInstance } from "fastify";
import type { RequireUser } from "../../auth/require-user.ts";
import type { AppConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";

export interface BackOfficeDeps {
  db: Db;
  config: AppConfig;
  requireUser: RequireUser;
  /** Product lists are cached: a change from the back office forgets them. */
  forgetCachedProducts: () => void;
}

// Scaffold: the back office's tables and product pages (docs/product.md 75, 77-79) register here.
export async function registerBackOffice(_app: FastifyInstance, _deps: BackOfficeDeps) {}
