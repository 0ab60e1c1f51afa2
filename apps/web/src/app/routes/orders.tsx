import { m } from "@hogar/shared/messages";
import { OrderList } from "../../features/orders/components/order-list.tsx";

export function Component() {
  return (
    <>
      <title>{`${m.orders_title()} | Hogar`}</title>
      <OrderList />
    </>
  );
}
