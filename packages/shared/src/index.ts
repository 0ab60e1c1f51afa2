export * from "./auth.ts";
export * from "./auth-rules.ts";
export * from "./catalog.ts";
export * from "./catalog-rules.ts";
export * from "./delivery.ts";
export * from "./errors.ts";
export * from "./money.ts";
export * from "./cart.ts";
