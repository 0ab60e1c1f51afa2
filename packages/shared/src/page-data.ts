// The JSON data blocks the server writes into index.html (apps/server/src/lib/web-app.ts) and the
// web app reads (apps/web/src/lib/page-data.ts), by the id both sides take from here.

/** The page's own shopper, as /api/me would answer: null when signed out. */
export const PAGE_ME_ID = "page-me";
/** The shop's settings, as /api/settings answers. */
export const PAGE_SETTINGS_ID = "page-settings";
