import { m } from "@hogar/shared/messages";

/** Every failed API call becomes an ApiError, so screens can branch on `status` and show `message`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** A 400's message per form field, when the server names the fields at fault. */
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** Status 0 stands for "no HTTP answer at all" (offline, DNS, connection refused). */
export const NETWORK_ERROR_STATUS = 0;

export const unavailableTitle = (): string => m.common_unavailable_title();
export const unavailableMessage = (): string => m.common_unavailable_message();

/** The server cannot be reached or says it is down: nothing the shopper typed is wrong. */
export function isUnavailableError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  // 502 and 504 come from a proxy in front of a server that is down, so they mean the same as 503.
  return [NETWORK_ERROR_STATUS, 502, 503, 504].includes(error.status);
}

/** The string entries of an error body's `fields` object, if it has one. */
function fieldsOf(body: unknown): Record<string, string> | undefined {
  const fields = (body as { fields?: unknown } | null)?.fields;
  if (typeof fields !== "object" || fields === null) return undefined;
  const entries = Object.entries(fields).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function isErrorBody(body: unknown): body is { code: string; message: string } {
  return (
    typeof body === "object" &&
    body !== null &&
    typeof (body as { code?: unknown }).code === "string" &&
    typeof (body as { message?: unknown }).message === "string"
  );
}

interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON, except FormData, which the browser sends as multipart with its own boundary. */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

/** JSON over same-origin fetch; the session lives in an HttpOnly cookie, so credentials must be sent. */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiFetchWithHeaders<T>(path, options)).data;
}

/** As apiFetch, with the answer's headers too (a paged list names its next page in `Link`). */
export async function apiFetchWithHeaders<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const response = await send(path, options);
  const data = parseJson(await response.text());
  if (!response.ok) throw refusal(response, data);
  return { data: data as T, headers: response.headers };
}

/**
 * A file the API sends as an attachment (an export): its content and the name the server gives it in
 * Content-Disposition. A refusal (an expired session, a 403, a 400) is read as apiFetch reads it, so
 * it never ends up saved as the file.
 */
export async function apiFetchFile(path: string): Promise<{ blob: Blob; filename: string | null }> {
  const response = await send(path, { headers: { Accept: "*/*" } });
  if (!response.ok) throw refusal(response, parseJson(await response.text()));
  return {
    blob: await response.blob(),
    filename: attachmentName(response.headers.get("Content-Disposition")),
  };
}

/** The file name of `attachment; filename="a.csv"`, as the shop's server writes it, if any. */
function attachmentName(disposition: string | null): string | null {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? null;
}

/** Same-origin fetch with the session cookie; no answer at all becomes a network ApiError. */
async function send(path: string, options: RequestOptions): Promise<Response> {
  const { method = "GET", body, signal, headers: extraHeaders } = options;
  const isForm = body instanceof FormData;
  try {
    return await fetch(path, {
      method,
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        ...(body === undefined || isForm ? {} : { "Content-Type": "application/json" }),
        ...extraHeaders,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(NETWORK_ERROR_STATUS, "network_error", unavailableMessage());
  }
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    // A non-JSON body (e.g. a proxy's HTML error page) still yields a readable ApiError.
    return null;
  }
}

/** The ApiError a non-2xx answer stands for: the shop's `{ code, message }`, or its status. */
function refusal(response: Response, data: unknown): ApiError {
  if (isErrorBody(data)) return new ApiError(response.status, data.code, data.message, fieldsOf(data));
  const message = (data as { message?: unknown } | null)?.message;
  return new ApiError(
    response.status,
    "http_error",
    typeof message === "string" ? message : m.common_request_failed({ status: response.status }),
  );
}
