import { m } from "@hogar/shared/messages";
import { useSyncExternalStore } from "react";

/**
 * Theme rules (docs/product.md 41): follow the device preference, and its live changes, until the shopper
 * picks a theme; the pick is then remembered in localStorage. public/theme-init.js applies the same rule
 * before first paint, so this module only has to keep <html class="dark"> in sync afterwards.
 */
export type Theme = "dark" | "light";

const STORAGE_KEY = "theme";
const listeners = new Set<() => void>();

function readSavedTheme(): Theme | null {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return saved === "dark" || saved === "light" ? saved : null;
  } catch {
    return null;
  }
}

function systemTheme(): Theme {
  return window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

function apply(theme: Theme): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
  for (const listener of listeners) listener();
}

export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Not remembered when storage is blocked, but still applied for this visit.
  }
  apply(theme);
}

export function toggleTheme(): void {
  setTheme(currentTheme() === "dark" ? "light" : "dark");
}

let watchingSystem = false;
function watchSystemPreference(): void {
  if (watchingSystem) return;
  watchingSystem = true;
  window.matchMedia("(prefers-color-scheme: dark)").addEventListener("change", () => {
    if (readSavedTheme() === null) apply(systemTheme());
  });
  // Another tab may change the choice; keep every tab consistent.
  window.addEventListener("storage", (event) => {
    if (event.key === STORAGE_KEY) apply(readSavedTheme() ?? systemTheme());
  });
}

function subscribe(listener: () => void): () => void {
  watchSystemPreference();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): { theme: Theme; toggle: () => void } {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => "light" as const);
  return { theme, toggle: toggleTheme };
}

/** Theme switches are labelled with the theme they switch to. */
export function themeToggleLabel(theme: Theme): string {
  return theme === "dark" ? m.common_light_mode() : m.common_dark_mode();
}
