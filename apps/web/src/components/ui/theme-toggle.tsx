import { themeToggleLabel, useTheme } from "../../lib/theme.ts";
import { MoonIcon, SunIcon } from "./icons.tsx";

/** Labelled with the theme it switches to ("Dark mode" while light), as in the original shop. */
export function ThemeToggle({ className = "" }: { className?: string }) {
  const { theme, toggle } = useTheme();
  return (
    <button
      type="button"
      onClick={toggle}
      className={`inline-flex items-center gap-2 rounded-full bg-surface px-4 py-2 font-medium text-fg shadow-sm ring-1 ring-black/10 hover:ring-primary dark:ring-white/15 ${className}`}
    >
      {theme === "dark" ? <SunIcon /> : <MoonIcon />}
      {themeToggleLabel(theme)}
    </button>
  );
}
