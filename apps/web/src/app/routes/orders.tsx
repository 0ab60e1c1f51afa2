import { m } from "@hogar/shared/messages";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { OrderList } from "../../features/orders/components/order-list.tsx";

export function Component() {
  return (
    <>
      <PageTitle>{`${m.orders_title()} | Hogar`}</PageTitle>
      <OrderList />
    </>
  );
}
