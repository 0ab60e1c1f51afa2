import { z } from "./zod.ts";

/** Every API error has this body: a stable code for programs and a message for people. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  /** For forms: a message per field. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
