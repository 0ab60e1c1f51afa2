import { m } from "@hogar/shared/messages";
import { ShoppingCart } from "../../features/cart/components/shopping-cart.tsx";

export function Component() {
  return (
    <>
      <title>{`${m.cart_title()} | Hogar`}</title>
      <ShoppingCart />
    </>
  );
}
