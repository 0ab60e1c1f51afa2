/**
 * The value of one cookie in a Cookie header (or `document.cookie`), decoded; undefined when it is not
 * there or cannot be decoded. The one reader the server and the web app share (the session and the
 * language cookies).
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator !== -1 && part.slice(0, separator).trim() === name) {
      try {
        return decodeURIComponent(part.slice(separator + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
