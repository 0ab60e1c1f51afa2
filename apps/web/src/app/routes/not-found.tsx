import { m } from "@hogar/shared/messages";
import { Link } from "react-router";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { MAIN_ID } from "../../lib/main-region.ts";

export function Component() {
  return (
    <main
      id={MAIN_ID}
      tabIndex={-1}
      className="grid min-h-dvh place-items-center p-6 text-center focus:outline-none"
    >
      <PageTitle>{`${m.common_page_not_found()} | Hogar`}</PageTitle>
      <div>
        <h1 className="text-2xl font-semibold">{m.common_page_not_found()}</h1>
        <p className="mt-2 text-muted">{m.common_page_not_found_message()}</p>
        <Link
          to="/feed"
          className="mt-6 inline-block rounded-lg bg-primary px-6 py-2.5 font-semibold text-white hover:bg-[#7e2fc8]"
        >
          {m.common_go_to_feed()}
        </Link>
      </div>
    </main>
  );
}
