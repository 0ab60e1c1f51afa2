import type { Me } from "@hogar/shared";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyRequest } from "fastify";
import { AppError } from "../lib/errors.ts";
import type { Auth } from "./better-auth.ts";

/** The signed-in shopper of a request, read from the server-side session; 401 without one. */
export async function requireUser(auth: Auth, request: FastifyRequest): Promise<Me> {
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) throw new AppError("unauthorized", "You must login or sign up before");
  const { id, name, email, image, role, phone } = session.user;
  return {
    id,
    name,
    email,
    image: image ?? null,
    role: role === "ADMIN" ? "ADMIN" : "REGULAR",
    phone: phone ?? null,
  };
}
