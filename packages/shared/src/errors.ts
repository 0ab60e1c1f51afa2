import { z } from "zod";

/** Every API error has this body: a stable code for programs and a message for people. */
export const apiErrorSchema = z.object({ code: z.string(), message: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;
