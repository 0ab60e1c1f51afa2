import { m } from "@hogar/shared/messages";
import { PageTitle } from "../../../components/ui/page-title.tsx";
import { PromotionsPage } from "../../../features/back-office/components/promotions-page.tsx";
import { AdminCrumbs } from "./admin-crumbs.tsx";
import { AdminsOnly } from "./admins-only.tsx";

/** /admin/promotions: staff's promotion codes (docs/product.md 100). */
export function Component() {
  return (
    <AdminsOnly>
      <PageTitle>{m.promotions_admin_title()}</PageTitle>
      <AdminCrumbs trail={[{ label: m.promotions_admin_title() }]} />
      <PromotionsPage />
    </AdminsOnly>
  );
}
