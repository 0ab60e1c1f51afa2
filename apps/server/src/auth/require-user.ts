import type { Me } from "@hogar/shared";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyRequest } from "fastify";
import type { DatabaseHandle } from "../db/client.ts";
import { AppError } from "../lib/errors.ts";
import type { Auth } from "./better-auth.ts";

export type RequireUser = (request: FastifyRequest) => Promise<Me>;

/** Reads the signed-in shopper of a request from the server-side session; 401 without one. */
export function createRequireUser(auth: Auth, database: DatabaseHandle): RequireUser {
  return async (request) => {
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) {
      // Better Auth reports a session it could not read as no session; with the database down the
      // shopper must hear that the shop is unavailable, not that they are logged out.
      if (request.headers.cookie?.includes("session_token")) {
        await database.ping().catch(() => {
          throw new AppError(
            "unavailable",
            "The shop is unavailable right now. Please try again in a moment.",
          );
        });
      }
      throw new AppError("unauthorized", "You must login or sign up before");
    }
    const { id, name, email, image, role, phone } = session.user;
    return {
      id,
      name,
      email,
      image: image ?? null,
      role: role === "ADMIN" ? "ADMIN" : "REGULAR",
      phone: phone ?? null,
    };
  };
}
