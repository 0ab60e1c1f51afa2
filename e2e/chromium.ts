/** Debian's Chromium (never a test tool's own download), as the e2e suite and the bench start it. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/** Headless on a closed network: without the background-networking flags it keeps trying outside hosts. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
