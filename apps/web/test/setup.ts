import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { forgetShopSettings } from "../src/lib/shop-settings.ts";

// Testing Library unmounts by itself only where the test runner's globals are on; these tests import them.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
  forgetShopSettings();
});
