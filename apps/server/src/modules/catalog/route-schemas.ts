import { z } from "zod";

/** A product's id in the address; anything else is answered like a product that does not exist. */
export const productIdParams = z.strictObject({ id: z.uuid({ error: "Product not found" }) });

/** An action whose address says it all: the body is `{}` or nothing (Fastify reads no body as null). */
export const noBody = z.strictObject({}).nullish();
