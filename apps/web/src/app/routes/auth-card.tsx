import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { MAIN_ID } from "../../lib/main-region.ts";

/** The centred card both auth screens share, with the page title as its heading. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id={MAIN_ID} tabIndex={-1} className="grid min-h-dvh place-items-center p-6 focus:outline-none">
      <PageTitle>{`${title} | Hogar`}</PageTitle>
      <div className="w-full max-w-md rounded-2xl bg-surface p-8 shadow-lg">
        <Link to="/" className="rounded text-2xl font-semibold text-primary dark:text-primary-light">
          Hogar
        </Link>
        <h1 className="mt-4 mb-6 text-2xl font-semibold">{title}</h1>
        {children}
      </div>
    </main>
  );
}
