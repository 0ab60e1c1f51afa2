import type { Wishlist } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DotWaveLoader } from "../../../components/ui/dot-wave-loader.tsx";
import { linkClass } from "../../../components/ui/form-styles.ts";
import { useWishlist } from "../api/get-wishlist.ts";

/**
 * /account/my-wishlist: heading, loading, error and empty states. The grid of cards is the catalogue's,
 * passed in by the route (features do not import each other).
 */
export function WishlistView({ children }: { children: (items: Wishlist["items"]) => ReactNode }) {
  const wishlist = useWishlist();
  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold">{m.catalog_my_wishlist()}</h1>
      {wishlist.isPending ? (
        <DotWaveLoader label={m.catalog_loading_wishlist()} />
      ) : wishlist.isError ? (
        <p className="text-muted">
          {m.catalog_wishlist_failed()}{" "}
          <button type="button" onClick={() => wishlist.refetch()} className={linkClass}>
            {m.common_try_again()}
          </button>
        </p>
      ) : wishlist.data.items.length === 0 ? (
        <div className="py-10 text-center">
          <p className="text-lg">{m.catalog_wishlist_empty()}</p>
          <Link to="/feed" className={`mt-3 inline-block ${linkClass}`}>
            {m.common_go_to_feed()}
          </Link>
        </div>
      ) : (
        children(wishlist.data.items)
      )}
    </>
  );
}
