/**
 * The page a signed-out visitor asked for (a link from an order's mail, a product someone shared, a
 * session that ended mid-checkout), kept for this tab until the shopper signs in and sees it
 * (docs/product.md 1). A chosen logout keeps nothing.
 */
const storageKey = "hogar.return-path";

/**
 * A path of this shop: "//host" leaves it, a backslash may (Better Auth refuses both as a social
 * sign-in's return), and the sign-in pages lead nowhere.
 */
function isShopPath(path: string): boolean {
  return /^\/(?!\/)[^\\]*$/.test(path) && !/^\/(login|signup)(?:[/?#]|$)/.test(path);
}

export function rememberReturnPath(path: string): void {
  if (!isShopPath(path)) return;
  try {
    sessionStorage.setItem(storageKey, path);
  } catch {
    // Storage refused (private mode, full): the shopper lands on the feed as before.
  }
}

/** Where a sign-in leads: the page asked for, else the feed. It stays until `forgetReturnPath`. */
export function pathAfterSignIn(): string {
  let path: string | null = null;
  try {
    path = sessionStorage.getItem(storageKey);
  } catch {
    // As above.
  }
  return path && isShopPath(path) ? path : "/feed";
}

/** Called once a signed-in page shows: the path has served, or a sign-in elsewhere made it stale. */
export function forgetReturnPath(): void {
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // As above.
  }
}
