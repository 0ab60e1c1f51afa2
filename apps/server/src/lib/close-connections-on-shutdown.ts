import type { FastifyInstance } from "fastify";

/**
 * Once close() begins, answers still being sent carry `Connection: close`. Node's server.close() only
 * drops connections idle at that moment; a keep-alive connection whose request finishes later would
 * otherwise stay open until its timeout and hold the shutdown.
 */
export function closeConnectionsOnShutdown(app: FastifyInstance) {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });
}
