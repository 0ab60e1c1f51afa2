import { m } from "@hogar/shared/messages";
import { Breadcrumb } from "../../../components/ui/breadcrumb.tsx";

/**
 * The back office's breadcrumb: Feed, Back office, then the pages on the way here. The frame's table
 * (layout/crumbs.ts) covers /account only, so admin pages draw their own.
 */
export function AdminCrumbs({ trail = [] }: { trail?: { label: string; to?: string }[] }) {
  const items = [
    { label: m.back_office_crumb_feed(), to: "/feed" },
    { label: m.back_office_crumb_home(), to: trail.length ? "/admin" : undefined },
    ...trail,
  ];
  return <Breadcrumb items={items} />;
}
