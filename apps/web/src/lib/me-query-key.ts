/**
 * GET /api/me is read by the auth feature and updated by the account feature (a new name, phone or
 * e-mail); features do not import each other, so the key they share lives here.
 */
export const meQueryKey = ["me"] as const;
