import type { FastifyReply } from "fastify";
import { OrderChangeConflict } from "./order-change-conflict.ts";

/**
 * Runs an order change; a conflict answers 409 with the order's status beside the message
 * (docs/product.md 71), which the shop's one error handler does not know to add.
 */
export async function answerConflicts<T>(
  reply: FastifyReply,
  change: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await change();
  } catch (error) {
    if (!(error instanceof OrderChangeConflict)) throw error;
    return reply.status(409).send({ code: "conflict", message: error.message, status: error.status });
  }
}
