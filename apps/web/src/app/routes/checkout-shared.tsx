import type { SavedCard } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DotWaveLoader } from "../../components/ui/dot-wave-loader.tsx";
import { linkClass } from "../../components/ui/form-styles.ts";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { useAddresses } from "../../features/addresses/api/get-addresses.ts";
import { useCards } from "../../features/cards/api/get-cards.ts";
import { AddCardForm } from "../../features/cards/components/add-card-form.tsx";
import { BrandLogo } from "../../features/cards/components/brand-logo.tsx";
import { cartQueryKey } from "../../features/cart/api/get-cart.ts";
import { wishlistQueryKey } from "../../features/wishlist/api/get-wishlist.ts";
import { invalidateProductQueries } from "../../lib/product-queries.ts";
import { useShopSettings } from "../../lib/shop-settings-query.ts";

/**
 * What both checkouts need besides the products: the addresses, the cards and the shop settings. The
 * checkout feature gets them (and the cards feature's logo and add-card form) from here, since features
 * do not import each other.
 */
export function useCheckoutBasics() {
  const addresses = useAddresses();
  const cards = useCards();
  const settings = useShopSettings();
  const queries = [addresses, cards, settings];
  return {
    pending: queries.some((query) => query.isPending),
    failed: queries.some((query) => query.isError),
    retry: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
    address: addresses.data?.find((address) => address.current) ?? null,
    cards: cards.data ?? [],
    settings: settings.data,
  };
}

export const renderCardLogo = (brand: SavedCard["brand"]) => <BrandLogo brand={brand} />;

export const renderAddCard = (onAdded: (card: SavedCard) => void) => <AddCardForm onAdded={onAdded} />;

export function CheckoutLoading() {
  return (
    <>
      <PageTitle>{`${m.checkout_title()} | Hogar`}</PageTitle>
      <DotWaveLoader label={m.checkout_loading()} />
    </>
  );
}

/** A checkout that cannot go ahead: why, and where to go instead. */
export function CheckoutMessage({
  title,
  message,
  action,
}: {
  title: string;
  message: string;
  action: ReactNode;
}) {
  return (
    <div className="py-16 text-center">
      <PageTitle>{`${title} | Hogar`}</PageTitle>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-muted">{message}</p>
      <div className="mt-4">{action}</div>
    </div>
  );
}

export function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <button type="button" onClick={onRetry} className={linkClass}>
      {m.checkout_try_again()}
    </button>
  );
}

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={linkClass}>
      {children}
    </Link>
  );
}

/**
 * An order empties the cart lines bought and changes stock: the cart, catalogue reads and the
 * wishlist's availability are fetched again (once the checkout has gone, see Checkout's onPlaced).
 */
export function useRefreshAfterOrder(): () => void {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: cartQueryKey });
    void invalidateProductQueries(queryClient);
    void queryClient.invalidateQueries({ queryKey: wishlistQueryKey });
  };
}
