import { randomUUID } from "node:crypto";
import type { FastifyServerOptions } from "fastify";
import { stdSerializers } from "pino";

// Query parameters that carry secrets (OAuth codes and state, tokens) are never written to logs.
const SECRET_PARAMS =
  /^(code|state|token|verify|access_token|id_token|refresh_token|code_verifier|password|secret)$/i;
const REQUEST_ID = /^[\w-]{1,64}$/;
// Drizzle writes a failed query's values (session tokens, e-mails) into its error's message.
const QUERY_VALUES_LINE = /\nparams: [^\n]*/g;

/** pino's error serializer, minus the values of a failed query. */
function serializeError(error: Error) {
  const { params: _values, ...serialized } = stdSerializers.err(error) as ReturnType<
    typeof stdSerializers.err
  > & { params?: unknown };
  serialized.message = serialized.message.replace(QUERY_VALUES_LINE, "");
  serialized.stack = serialized.stack.replace(QUERY_VALUES_LINE, "");
  return serialized;
}

export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) if (SECRET_PARAMS.test(key)) params.set(key, "[redacted]");
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

/** pino with a request id per request; cookies, authorization headers and secret parameters redacted. */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): Pick<FastifyServerOptions, "logger" | "genReqId"> {
  return {
    logger: {
      level,
      ...(stream ? { stream } : {}),
      redact: {
        paths: [
          "req.headers.cookie",
          "req.headers.authorization",
          'res.headers["set-cookie"]',
          "*.password",
          "*.token",
        ],
        censor: "[redacted]",
      },
      serializers: {
        req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
        err: serializeError,
      },
    },
    // A caller's own id is kept when it is safe to log (tracing across a load balancer).
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    },
  };
}
