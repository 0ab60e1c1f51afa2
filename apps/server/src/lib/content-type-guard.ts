import { m } from "@hogar/shared/messages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "./errors.ts";
import { isOAuthCallback, SAFE_METHODS } from "./origin-guard.ts";

const JSON_TYPE = "application/json";
const MULTIPART_TYPE = "multipart/form-data";
const FORM_TYPE = "application/x-www-form-urlencoded";

/** The media type without parameters ("application/json; charset=utf-8" is "application/json"). */
function mediaType(request: FastifyRequest): string | undefined {
  const header = request.headers["content-type"];
  if (header === undefined) return undefined;
  return header.split(";")[0]?.trim().toLowerCase();
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers["content-length"];
  return request.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/** Upload routes say so in their schema (`consumes: ["multipart/form-data"]`), which also documents them. */
function takesMultipart(request: FastifyRequest): boolean {
  const consumes = (request.routeOptions.schema as { consumes?: string[] } | undefined)?.consumes;
  return consumes?.includes(MULTIPART_TYPE) ?? false;
}

/**
 * State-changing requests carry JSON, multipart only where a route takes uploads, or nothing at
 * all (docs/product.md 69). A page on another site can post a form (urlencoded, multipart,
 * text/plain) without the browser asking the shop first; it cannot send JSON that way. So this
 * stands behind the origin checks, and a bad answer never reaches a parser or a handler. The OAuth
 * callback takes the form its provider posts.
 */
export function installContentTypeGuard(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const type = mediaType(request);
    if (type === undefined && !hasBody(request)) return;
    if (type === JSON_TYPE) return;
    if (type === MULTIPART_TYPE && takesMultipart(request)) return;
    if (type === FORM_TYPE && isOAuthCallback(request)) return;
    const accepted = takesMultipart(request)
      ? m.server_json_or_multipart({ json: JSON_TYPE, multipart: MULTIPART_TYPE })
      : JSON_TYPE;
    throw new AppError(
      "unsupported_media_type",
      type ? m.server_send_as_came_as({ accepted, type }) : m.server_send_as_came_without({ accepted }),
    );
  });
}
