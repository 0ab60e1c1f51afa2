import { config } from "zod";

/**
 * zod for the shared schemas. In a browser it never builds parsers with `new Function`: the shop's
 * Content-Security-Policy allows no eval (apps/server/src/lib/security-headers.ts), and zod would
 * otherwise try once to find out, which the browser reports as a CSP violation (Chrome's Issues
 * panel; Lighthouse's best practices on the product page). It is set before any schema is built,
 * since every shared module takes `z` from here (biome.json holds them to it). The server keeps
 * zod's compiled parsers.
 */
if ("document" in globalThis) config({ jitless: true });

export { z } from "zod";
