import { useParams } from "react-router";
import { OrderDetailsPage } from "../../features/orders/components/order-details.tsx";

export function Component() {
  const { id = "" } = useParams();
  // A new address is a new order: nothing typed in one order's return form carries to another.
  return <OrderDetailsPage key={id} id={id} />;
}
