import { m } from "@hogar/shared/messages";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, STATUS_BY_KIND, TooManyRequestsError } from "./errors.ts";
import { inRequestLocale, requestLocale } from "./request-locale.ts";

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

/** "No route for GET /api/nothing", in the request's language. */
export function noRouteMessage(request: FastifyRequest): string {
  return m.server_no_route({ method: request.method, path: request.url.split("?")[0] ?? "" });
}

/**
 * `{ code, message }` for any error; a 5xx never shows internals. Messages made here are in the
 * request's language (docs/product.md 80) even when Fastify calls the handler outside the request's
 * context (a body it could not parse); an AppError brings its message, made where it was thrown.
 */
function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    const body = {
      code: error.code ?? error.kind,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
    };
    if (error instanceof TooManyRequestsError) {
      reply.header("retry-after", String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
    }
    return reply.status(STATUS_BY_KIND[error.kind]).send(body);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // Every problem in the message. A body's are a form's: each field's first one goes in `fields`
    // too, for the form to show beside the field.
    const fields: Record<string, string> = {};
    const message = error.validation
      .map((issue) => {
        const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
        if (field && issue.message && error.validationContext === "body") fields[field] ??= issue.message;
        return field ? `${field}: ${issue.message}` : issue.message;
      })
      .join("; ");
    const named = Object.keys(fields).length > 0 ? { fields } : {};
    return reply.status(400).send({ code: "invalid", message, ...named });
  }
  if (
    error.code === "FST_ERR_CTP_INVALID_JSON_BODY" ||
    error.code === "FST_ERR_CTP_EMPTY_JSON_BODY" ||
    error instanceof SyntaxError
  ) {
    return reply.status(400).send({ code: "invalid", message: m.server_body_not_json() });
  }
  if (error.statusCode === 413) {
    return reply.status(413).send({ code: "too_large", message: m.server_body_too_large() });
  }
  if (error.statusCode === 415) {
    return reply.status(415).send({ code: "unsupported_media_type", message: m.server_send_json() });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's and its plugins' own words are English only: Spanish gets a plain sentence.
    const message = requestLocale(request) === "en" ? error.message : m.server_request_refused();
    return reply.status(error.statusCode).send({ code: "invalid", message });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, "database unavailable");
    return reply.status(503).send({ code: "unavailable", message: m.server_unavailable() });
  }
  request.log.error({ err: error }, "request failed");
  return reply.status(500).send({ code: "internal", message: m.server_internal() });
}

/** One place that turns any error into `{ code, message }`. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) =>
    inRequestLocale(request, () => answerError(error, request, reply)),
  );
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ code: "not_found", message: noRouteMessage(request) }),
  );
}
