import { OrdersPage } from "../../../features/back-office/components/orders-page.tsx";
import { AdminCrumbs } from "./admin-crumbs.tsx";
import { AdminsOnly } from "./admins-only.tsx";

/** /admin/orders: every order, filtered by the query string (docs/product.md 75). */
export function Component() {
  return (
    <AdminsOnly>
      <title>Orders | Back office | Hogar</title>
      <AdminCrumbs trail={[{ label: "Orders" }]} />
      <OrdersPage />
    </AdminsOnly>
  );
}
