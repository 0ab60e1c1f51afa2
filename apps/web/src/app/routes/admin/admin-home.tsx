import { AdminHome } from "../../../features/back-office/components/admin-home.tsx";
import { AdminCrumbs } from "./admin-crumbs.tsx";
import { AdminsOnly } from "./admins-only.tsx";

/** /admin: the back office's home (docs/product.md 75). */
export function Component() {
  return (
    <AdminsOnly>
      <title>Back office | Hogar</title>
      <AdminCrumbs />
      <AdminHome />
    </AdminsOnly>
  );
}
