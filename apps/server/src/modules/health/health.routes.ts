import { m } from "@hogar/shared/messages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { DatabaseHandle } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";

const HEALTH_TIMEOUT_MS = 2_000;

export async function healthRoutes(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/health",
    {
      schema: {
        summary: "Liveness and database check",
        response: { 200: z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) }) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("database check timed out")), HEALTH_TIMEOUT_MS);
      });
      try {
        await Promise.race([database.ping(), timeout]);
      } catch {
        throw new AppError("unavailable", m.server_database_unreachable());
      } finally {
        clearTimeout(timer);
      }
      return { status: "ok" as const, database: database.kind };
    },
  );
}
