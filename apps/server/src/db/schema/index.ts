export * from "./auth.ts";
export * from "./catalog.ts";
export * from "./sign-in-throttle.ts";
