import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { cookieHeader } from "./test-app.ts";

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
  cookie: string;
}

/** Signs a new shopper up through the API and returns their session cookie. */
export async function createUser(
  app: FastifyInstance,
  overrides: Partial<Omit<TestUser, "id" | "cookie">> = {},
) {
  const user = {
    name: "Ana López",
    email: `shopper-${randomUUID()}@example.com`,
    password: "Casa2024x",
    ...overrides,
  };
  const response = await app.inject({ method: "POST", url: "/api/auth/sign-up/email", payload: user });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return {
    ...user,
    id: response.json().user.id as string,
    cookie: cookieHeader(response),
  } satisfies TestUser;
}

export function signIn(app: FastifyInstance, email: string, password: string, remoteAddress = "127.0.0.1") {
  return app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    payload: { email, password },
    remoteAddress,
  });
}
