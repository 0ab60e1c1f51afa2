export * from "./account.ts";
export * from "./auth.ts";
export * from "./catalog.ts";
export * from "./invoices.ts";
export * from "./jobs.ts";
export * from "./orders.ts";
export * from "./saved-lists.ts";
export * from "./sign-in-throttle.ts";
