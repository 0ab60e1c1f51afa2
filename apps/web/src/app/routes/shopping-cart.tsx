import { m } from "@hogar/shared/messages";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { ShoppingCart } from "../../features/cart/components/shopping-cart.tsx";

export function Component() {
  return (
    <>
      <PageTitle>{`${m.cart_title()} | Hogar`}</PageTitle>
      <ShoppingCart />
    </>
  );
}
