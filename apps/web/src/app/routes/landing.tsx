import { m } from "@hogar/shared/messages";
import { Link } from "react-router";
import { ThemeToggle } from "../../components/ui/theme-toggle.tsx";
import { MAIN_ID } from "../../lib/main-region.ts";

export function Component() {
  return (
    <main
      id={MAIN_ID}
      tabIndex={-1}
      className="relative grid min-h-dvh place-items-center p-6 focus:outline-none"
    >
      <ThemeToggle className="absolute top-4 right-4" />
      <div className="w-full max-w-sm rounded-2xl bg-surface p-8 text-center shadow-lg">
        <p className="text-3xl font-semibold text-primary dark:text-primary-light">Hogar</p>
        <h1 className="mt-6 text-xl font-medium">{m.auth_landing_question()}</h1>
        <div className="mt-6 grid gap-3">
          <Link
            to="/login"
            className="rounded-lg bg-primary px-4 py-3 font-semibold text-white hover:bg-[#7e2fc8]"
          >
            {m.auth_landing_yes()}
          </Link>
          <Link
            to="/signup"
            className="rounded-lg px-4 py-3 font-semibold text-link ring-2 ring-primary ring-inset hover:bg-primary/10 dark:ring-primary-light"
          >
            {m.auth_landing_no()}
          </Link>
        </div>
      </div>
    </main>
  );
}
