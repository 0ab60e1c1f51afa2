import { m } from "@hogar/shared/messages";
import { PageTitle } from "../../../components/ui/page-title.tsx";
import { AdminHome } from "../../../features/back-office/components/admin-home.tsx";
import { AdminCrumbs } from "./admin-crumbs.tsx";
import { AdminsOnly } from "./admins-only.tsx";

/** /admin: the back office's home (docs/product.md 75). */
export function Component() {
  return (
    <AdminsOnly>
      <PageTitle>{m.back_office_title_home()}</PageTitle>
      <AdminCrumbs />
      <AdminHome />
    </AdminsOnly>
  );
}
