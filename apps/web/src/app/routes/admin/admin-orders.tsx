import { m } from "@hogar/shared/messages";
import { OrdersPage } from "../../../features/back-office/components/orders-page.tsx";
import { AdminCrumbs } from "./admin-crumbs.tsx";
import { AdminsOnly } from "./admins-only.tsx";

/** /admin/orders: every order, filtered by the query string (docs/product.md 75). */
export function Component() {
  return (
    <AdminsOnly>
      <title>{m.back_office_title_orders()}</title>
      <AdminCrumbs trail={[{ label: m.back_office_crumb_orders() }]} />
      <OrdersPage />
    </AdminsOnly>
  );
}
