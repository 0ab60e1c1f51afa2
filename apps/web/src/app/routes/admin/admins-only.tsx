import type { Me } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { ReactNode } from "react";
import { Link, useOutletContext } from "react-router";
import { PageTitle } from "../../../components/ui/page-title.tsx";

/** What anyone but an admin sees on an admin page: it is not theirs, and the way back to the feed. */
export function NoAccess({ reason }: { reason: string }) {
  return (
    <>
      <PageTitle>{m.back_office_no_access_title()}</PageTitle>
      <h1 className="text-2xl font-semibold">{m.back_office_no_access_heading()}</h1>
      <p className="mt-2 text-muted">{reason}</p>
      <Link
        to="/feed"
        className="mt-6 inline-block rounded-lg bg-primary px-6 py-2.5 font-semibold text-white hover:bg-[#7e2fc8]"
      >
        {m.back_office_no_access_back()}
      </Link>
    </>
  );
}

/**
 * The page for admins; everyone else is told it is not theirs (docs/product.md 36, 75). Nothing of
 * the page mounts for them, so none of its requests (which the server would refuse) is sent.
 */
export function AdminsOnly({
  reason,
  children,
}: {
  /** Why they may not; by default, that the back office is for admins. */
  reason?: string;
  children: ReactNode;
}) {
  const me = useOutletContext<Me>();
  return me.role === "ADMIN" ? children : <NoAccess reason={reason ?? m.back_office_admins_only()} />;
}
