import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { forgetNotice } from "../src/components/ui/notice/notice-store.ts";
import { startLocale } from "../src/lib/locale.ts";
import { forgetShopSettings } from "../src/lib/shop-settings.ts";

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
