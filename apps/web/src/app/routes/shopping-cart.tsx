import { ShoppingCart } from "../../features/cart/components/shopping-cart.tsx";

export function Component() {
  return (
    <>
      <title>Shopping Cart | Hogar</title>
      <ShoppingCart />
    </>
  );
}
