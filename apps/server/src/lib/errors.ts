/** The one error type services throw; the error handler maps its kind to a status. */
export type AppErrorKind =
  | "invalid"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "payment_declined"
  | "unprocessable"
  | "too_many_requests"
  | "unsupported_media_type"
  | "unavailable"
  // The payment provider could not issue an OXXO voucher or SPEI transfer: that attempt is over,
  // nothing is held, and a new attempt may succeed (docs/product.md 86).
  | "payment_unavailable";

export const STATUS_BY_KIND: Record<AppErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payment_declined: 402,
  unprocessable: 422,
  too_many_requests: 429,
  unsupported_media_type: 415,
  unavailable: 503,
  payment_unavailable: 503,
};

export class AppError extends Error {
  constructor(
    readonly kind: AppErrorKind,
    message: string,
    /** A message per form field, for forms that show them next to each field. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }

  /**
   * A finer code than the kind, for clients that tell refusals of one kind apart (an invoice
   * "invoiced" or "refunded", both 409); the kind when a subclass gives none.
   */
  declare readonly code?: string;
}

/** A 429 that tells the client when to try again (the Retry-After header, in whole seconds). */
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super("too_many_requests", message);
  }
}
