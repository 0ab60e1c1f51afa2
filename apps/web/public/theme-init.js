// Runs before first paint (classic blocking script) so a dark-mode shopper never sees a white flash.
// Mirrors src/lib/theme.ts: a saved choice wins, otherwise the device preference.
(() => {
  try {
    const saved = localStorage.getItem("theme");
    const dark =
      saved === "dark" || (saved !== "light" && window.matchMedia("(prefers-color-scheme: dark)").matches);
    document.documentElement.classList.toggle("dark", dark);
  } catch {
    // Storage can be blocked (privacy settings); the app falls back to the light theme.
  }
})();
