import { Link } from "react-router";
import { useCart } from "../api/get-cart.ts";
import { CartIconWithCount, cartButtonLabel } from "./cart-dropdown.tsx";

/**
 * The header's cart on small screens, which have no room for the dropdown: a link to the cart page
 * named "Shopping cart, N items", with the same count badge as the wide screens' button (docs/product.md 112).
 */
export function CartPageLink({ className = "" }: { className?: string }) {
  const count = useCart().data?.itemCount;
  return (
    <Link to="/account/shopping-cart" aria-label={cartButtonLabel(count)} className={`relative ${className}`}>
      <CartIconWithCount count={count} />
    </Link>
  );
}
