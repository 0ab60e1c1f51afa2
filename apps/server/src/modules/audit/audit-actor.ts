import type { FastifyRequest } from "fastify";
import { shopperOf } from "../../auth/shopper.ts";
import type { AuditActor } from "./audit.repository.ts";

/** The signed-in admin a request acts for, as the audit log names them (docs/product.md 78). */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const { id, email } = shopperOf(request);
  return { id, email };
}
