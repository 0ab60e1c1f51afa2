import { ApiError } from "../../../lib/api-client.ts";

/**
 * What a refused change says about the form's own fields: the server's per-field messages for
 * fields this form has, else the message on `fallback` when the refusal is about what was typed
 * (400, a wrong password's 403). Anything else (429, 409, 5xx) is not a field's fault: undefined.
 */
export function fieldErrorsOf<F extends string>(
  failure: unknown,
  fields: readonly F[],
  fallback: F,
): Partial<Record<F, string>> | undefined {
  if (!(failure instanceof ApiError)) return undefined;
  const named = Object.entries(failure.fields ?? {}).filter(([field]) => fields.includes(field as F));
  if (named.length > 0) return Object.fromEntries(named) as Partial<Record<F, string>>;
  if (failure.status === 400 || failure.status === 403)
    return { [fallback]: failure.message } as Partial<Record<F, string>>;
  return undefined;
}
