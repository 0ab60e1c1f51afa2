import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pagePatternRegExp } from "@hogar/shared/page-paths";

/**
 * The scripts a signed-in page loads beyond the app's entry, as the web build lists them
 * (apps/web/build/first-load-scripts.ts): page patterns like "/product-details/:id", each with its
 * script addresses. An older build without the list names none.
 */
export function readFirstLoadScripts(webDir: string): (pathname: string) => string[] {
  const file = path.join(webDir, "first-load-scripts.json");
  if (!existsSync(file)) return () => [];
  const table = Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, string[]>).map(
    ([pattern, scripts]) => ({ pattern: pagePatternRegExp(pattern), scripts }),
  );
  return (pathname) => table.find(({ pattern }) => pattern.test(pathname))?.scripts ?? [];
}
