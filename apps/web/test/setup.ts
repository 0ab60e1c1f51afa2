import { cleanup } from "@testing-library/react";
import { options } from "preact";
import { afterEach, vi } from "vitest";
import { forgetNotice } from "../src/components/ui/notice/notice-store.ts";
import { startLocale } from "../src/lib/locale.ts";
import { forgetShopSettings } from "../src/lib/shop-settings.ts";

// Preact runs effects (a store's subscription among them) after the browser paints, which happens
// long before a shopper can click. The test page never paints, and a test clicks as soon as what it
// waits for shows, so effects run as soon as the render is done (docs/decisions/021-preact.md).
options.requestAnimationFrame = (runEffects) => setTimeout(runEffects, 0);

// Test files share one page and one module graph per worker (vitest.config.ts: isolate is off), so
// each test leaves the page as a new visit finds it: nothing mounted, no notice, nothing stored, no
// cookie, English and the light theme.
afterEach(() => {
  // Testing Library unmounts by itself only where the test runner's globals are on; these tests import them.
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: expiring whatever a test set, in the test page.
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  document.documentElement.classList.remove("dark");
  startLocale();
  forgetNotice();
  forgetShopSettings();
});
