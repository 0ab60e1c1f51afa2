import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppConfig } from "../config.ts";
import type { Auth } from "./better-auth.ts";
import { betterAuthMessage } from "./better-auth-errors.ts";

/** Removes every "token" field: session tokens stay in the HttpOnly cookie, out of scripts' reach. */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, inner]) => (key === "token" ? [] : [[key, withoutTokens(inner)]])),
  );
}

/** An error's `{ code, message }` with the message in the request's language (better-auth-errors.ts). */
function inRequestLanguage(value: unknown): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  const { code, message } = value as { code?: unknown; message?: unknown };
  if (typeof code !== "string" || typeof message !== "string") return value;
  return { ...value, message: betterAuthMessage(code, message) };
}

async function shopperBody(response: Response): Promise<string> {
  const text = await response.text();
  if (!response.headers.get("content-type")?.includes("application/json")) return text;
  try {
    const body = withoutTokens(JSON.parse(text));
    return JSON.stringify(response.ok ? body : inRequestLanguage(body));
  } catch {
    return text;
  }
}

/**
 * How the shop's Fastify routes talk to Better Auth: `forward` hands it a request (Fastify parsed
 * and checked the body first), `send` copies its answer, cookies included, without session tokens,
 * and with an error's message in the request's language.
 */
export function createBetterAuthBridge(auth: Auth, config: AppConfig) {
  async function forward(request: FastifyRequest, body: unknown, path?: string): Promise<Response> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || name === "content-length") continue;
      headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    }
    const init: RequestInit = { method: path ? "POST" : request.method, headers };
    if (init.method !== "GET" && init.method !== "HEAD" && body !== undefined) {
      const isForm = request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded");
      init.body =
        isForm && !path
          ? new URLSearchParams(body as Record<string, string>).toString()
          : JSON.stringify(body);
      if (path) headers.set("content-type", "application/json");
    }
    return auth.handler(new Request(new URL(path ?? request.url, config.baseUrl), init));
  }

  async function send(reply: FastifyReply, response: Response, location?: string) {
    reply.status(response.status);
    response.headers.forEach((value, name) => {
      if (name !== "set-cookie" && name !== "content-length") reply.header(name, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    if (location) reply.header("location", location);
    return reply.send(response.body ? await shopperBody(response) : null);
  }

  return { forward, send };
}

export type BetterAuthBridge = ReturnType<typeof createBetterAuthBridge>;
