import { m } from "@hogar/shared/messages";
import { PageTitle } from "../../../components/ui/page-title.tsx";
import { OrdersPage } from "../../../features/back-office/components/orders-page.tsx";
import { AdminCrumbs } from "./admin-crumbs.tsx";
import { AdminsOnly } from "./admins-only.tsx";

/** /admin/orders: every order, filtered by the query string (docs/product.md 75). */
export function Component() {
  return (
    <AdminsOnly>
      <PageTitle>{m.back_office_title_orders()}</PageTitle>
      <AdminCrumbs trail={[{ label: m.back_office_crumb_orders() }]} />
      <OrdersPage />
    </AdminsOnly>
  );
}
