import { z } from "zod";

/**
 * A record's id in the address. Anything that is not an id is answered like an id that does not
 * exist (`notFound`, a message function: said in the request's language), so a malformed address
 * says no more than a missing record.
 */
export const idParams = (notFound: () => string) =>
  z.strictObject({ id: z.uuid({ error: () => notFound() }) });

/** An action whose address says it all: the body is `{}` or nothing (Fastify reads no body as null). */
export const noBody = z.strictObject({}).nullish();
