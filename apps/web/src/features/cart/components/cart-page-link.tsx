import { Link } from "react-router";
import { CartIcon } from "../../../components/ui/icons.tsx";
import { useCart } from "../api/get-cart.ts";
import { cartButtonLabel } from "./cart-dropdown.tsx";

/**
 * The header's cart on small screens, which have no room for the dropdown: a link to the cart page
 * named "Shopping cart, N items", with the same count badge as the wide screens' button (docs/product.md 112).
 */
export function CartPageLink({ className = "" }: { className?: string }) {
  const count = useCart().data?.itemCount;
  return (
    <Link to="/account/shopping-cart" aria-label={cartButtonLabel(count)} className={`relative ${className}`}>
      <CartIcon />
      {count !== undefined && count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1 text-xs font-semibold text-white"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </Link>
  );
}
