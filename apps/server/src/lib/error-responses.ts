import { apiErrorSchema } from "@hogar/shared";

/** OpenAPI response entries for the error statuses a route can answer with. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema]));
}
