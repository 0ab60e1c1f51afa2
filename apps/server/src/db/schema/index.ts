export * from "./auth.ts";
export * from "./sign-in-throttle.ts";
