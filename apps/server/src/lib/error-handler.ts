import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, STATUS_BY_KIND, TooManyRequestsError } from "./errors.ts";

const DATABASE_DOWN_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "57P01",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08006",
]);

function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && DATABASE_DOWN_CODES.has(code)) return true;
    if (/Connection terminated|timeout exceeded when trying to connect/i.test(e.message)) return true;
  }
  return false;
}

/** One place that turns any error into `{ code, message }`; a 5xx never shows internals. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body = {
        code: error.kind,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      };
      if (error instanceof TooManyRequestsError) {
        reply.header("retry-after", String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      }
      return reply.status(STATUS_BY_KIND[error.kind]).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = error.validation
        .map((issue) => {
          const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
          return field ? `${field}: ${issue.message}` : issue.message;
        })
        .join("; ");
      return reply.status(400).send({ code: "invalid", message });
    }
    if (
      error.code === "FST_ERR_CTP_INVALID_JSON_BODY" ||
      error.code === "FST_ERR_CTP_EMPTY_JSON_BODY" ||
      error instanceof SyntaxError
    ) {
      return reply.status(400).send({ code: "invalid", message: "The request body is not valid JSON" });
    }
    if (error.statusCode === 413) {
      return reply.status(413).send({ code: "too_large", message: "The request body is too large" });
    }
    if (error.statusCode === 415) {
      return reply
        .status(415)
        .send({ code: "unsupported_media_type", message: "Send the request body as JSON" });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ code: "invalid", message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, "database unavailable");
      return reply.status(503).send({
        code: "unavailable",
        message: "The shop is unavailable right now. Please try again in a moment.",
      });
    }
    request.log.error({ err: error }, "request failed");
    return reply
      .status(500)
      .send({ code: "internal", message: "Something went wrong on our side. Please try again." });
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ code: "not_found", message: `No route for ${request.method} ${request.url.split("?")[0]}` }),
  );
}
