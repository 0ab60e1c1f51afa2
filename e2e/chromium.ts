import { existsSync } from "node:fs";

/** Debian's Chromium (never a test tool's own download), as the bench's page measurements start it. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * The journeys run in Debian's headless shell of the same Chromium when it is installed (`.ci/run`
 * installs it): it draws no browser window behind the page, and the whole suite needs about a third
 * less CPU (docs/decisions/018-ci-time.md). Without it they run in the full browser.
 */
const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";
export const JOURNEYS_CHROMIUM_PATH = existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;

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
