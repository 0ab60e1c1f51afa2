// Runs before first paint (classic blocking script) so a dark-mode shopper never sees a white flash.
// Mirrors src/lib/theme.ts: a saved choice wins, otherwise the device preference, and its live
// changes on every page, also those without a theme switch (the landing, login and sign-up pages).
(() => {
  const device = window.matchMedia("(prefers-color-scheme: dark)");
  const saved = () => {
    try {
      return localStorage.getItem("theme");
    } catch {
      // Storage can be blocked (privacy settings): the device preference decides.
      return null;
    }
  };
  const apply = () => {
    const choice = saved();
    const dark = choice === "dark" || (choice !== "light" && device.matches);
    document.documentElement.classList.toggle("dark", dark);
  };
  apply();
  device.addEventListener("change", apply);
})();
