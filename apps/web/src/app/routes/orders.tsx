import { OrderList } from "../../features/orders/components/order-list.tsx";

export function Component() {
  return (
    <>
      <title>Orders | Hogar</title>
      <OrderList />
    </>
  );
}
