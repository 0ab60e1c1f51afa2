export * from "./auth.ts";
export * from "./auth-rules.ts";
export * from "./errors.ts";
